import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderPolicyPdf, type PolicyDocumentData } from './policy-pdf';

const data: PolicyDocumentData = {
  shopName: 'Casa Filipina Furniture',
  policyNumber: 'PP-2026-000042',
  issuedOn: '2026-11-22',
  customer: { name: 'Ana Reyes', email: 'ana@example.ph' },
  orderNumber: 'CF-2026-000101',
  item: { name: 'Narra Dining Table', variant: 'Walnut / 6-seater', units: 2 },
  plan: { name: 'Casa Care Plus', years: 3, premium: 'PHP 2,499.00' },
  startsOn: '2026-11-22',
  endsOn: '2029-11-21',
  coolingOffEndsOn: '2026-12-07',
  terms: Array.from(
    { length: 40 },
    (_, index) =>
      `Term number ${index + 1} of this policy, written long enough to wrap across more than one line of the page at this size.`,
  ),
};

describe('renderPolicyPdf', () => {
  it('writes a PDF that names the policy, the holder, the item and the cover dates', async () => {
    const bytes = await renderPolicyPdf(data);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'PP-2026-000042',
      'Ana Reyes',
      'ana@example.ph',
      'CF-2026-000101',
      'Narra Dining Table',
      'Walnut / 6-seater',
      'Casa Care Plus',
      '3 years',
      '2029-11-21',
      'PHP 2,499.00',
    ]) {
      expect(text).toContain(expected);
    }
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Protection plan policy PP-2026-000042');
  });

  it('continues long terms on further pages instead of running off the first', async () => {
    const document = await PDFDocument.load(await renderPolicyPdf(data));
    expect(document.getPageCount()).toBeGreaterThan(1);
    expect(await pdfText(await document.save())).toContain('Term number 40 of this policy');
  });
});
