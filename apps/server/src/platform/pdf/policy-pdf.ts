import { BRAND, startDocument } from './pdf-writer';

export interface PolicyDocumentData {
  shopName: string;
  policyNumber: string;
  issuedOn: string;
  customer: { name: string; email: string };
  orderNumber: string;
  item: { name: string; variant: string; units: number };
  plan: { name: string; years: number; premium: string };
  startsOn: string;
  endsOn: string;
  coolingOffEndsOn: string;
  terms: readonly string[];
}

/**
 * The protection-plan policy as a PDF: who is covered, for what, from when to when, and on which
 * terms. The standard fonts only know WinAnsi, so amounts are written "PHP 1,234.00".
 */
export async function renderPolicyPdf(data: PolicyDocumentData): Promise<Uint8Array> {
  const { document, writer } = await startDocument({
    title: `Protection plan policy ${data.policyNumber}`,
    subject: `${data.plan.name} for ${data.item.name}`,
    author: data.shopName,
    keywords: [data.policyNumber, data.orderNumber],
    createdAt: new Date(`${data.issuedOn}T00:00:00+08:00`),
  });
  writer.text(data.shopName, { size: 18, font: writer.bold, color: BRAND, gap: 6 });
  writer.text('Protection Plan Policy', { size: 14, font: writer.bold, gap: 2 });
  writer.rule();
  writer.row('Policy number', data.policyNumber);
  writer.row('Issued on', data.issuedOn);
  writer.row('Policy holder', data.customer.name);
  writer.row('E-mail', data.customer.email);
  writer.row('Order number', data.orderNumber);
  writer.space(8);
  writer.text('Covered item', { size: 12, font: writer.bold, gap: 6 });
  writer.row('Product', data.item.name);
  if (data.item.variant) writer.row('Variant', data.item.variant);
  writer.row('Units covered', String(data.item.units));
  writer.space(8);
  writer.text('Coverage', { size: 12, font: writer.bold, gap: 6 });
  writer.row('Plan', data.plan.name);
  writer.row('Term', `${data.plan.years} year${data.plan.years === 1 ? '' : 's'}`);
  writer.row('Cover starts', data.startsOn);
  writer.row('Cover ends', data.endsOn);
  writer.row('Premium paid', data.plan.premium);
  writer.row('Cooling-off until', data.coolingOffEndsOn);
  writer.rule();
  writer.text('Terms and conditions', { size: 12, font: writer.bold, gap: 6 });
  data.terms.forEach((term, index) => writer.text(`${index + 1}. ${term}`, { gap: 6 }));
  return document.save();
}
