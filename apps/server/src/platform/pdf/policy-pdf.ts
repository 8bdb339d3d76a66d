import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

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

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.72, 0.11, 0.11);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);

/** Splits text into lines no wider than `width` at `size` (the standard fonts have no wrapping). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
  }

  text(
    text: string,
    options: { size?: number; font?: PDFFont; color?: typeof INK; gap?: number } = {},
  ) {
    const { size = 10.5, font = this.regular, color = INK, gap = 4 } = options;
    for (const line of wrap(text, font, size, PAGE.width - 2 * MARGIN)) {
      if (this.y - size < MARGIN) {
        this.page = this.document.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - MARGIN;
      }
      this.y -= size;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  row(label: string, value: string) {
    if (this.y - 12 < MARGIN) {
      this.page = this.document.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
    this.y -= 11;
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 10, font: this.regular, color: MUTED });
    this.page.drawText(value, {
      x: MARGIN + 150,
      y: this.y,
      size: 10.5,
      font: this.bold,
      color: INK,
    });
    this.y -= 7;
  }

  space(points: number) {
    this.y -= points;
  }

  rule() {
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: BRAND,
    });
    this.y -= 12;
  }
}

/**
 * The protection-plan policy as a PDF: who is covered, for what, from when to when, and on which
 * terms. The standard fonts only know WinAnsi, so amounts are written "PHP 1,234.00".
 */
export async function renderPolicyPdf(data: PolicyDocumentData): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Protection plan policy ${data.policyNumber}`);
  document.setSubject(`${data.plan.name} for ${data.item.name}`);
  document.setAuthor(data.shopName);
  document.setKeywords([data.policyNumber, data.orderNumber]);
  document.setCreationDate(new Date(`${data.issuedOn}T00:00:00+08:00`));
  const writer = new Writer(
    document,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
  );

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
