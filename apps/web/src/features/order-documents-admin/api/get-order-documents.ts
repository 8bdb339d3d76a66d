import { orderDocumentPaths } from '@shop/shared/admin/order-documents';
import { adminApi } from '../../../lib/admin-api';

const PDF = 'application/pdf';

/** The order's sales invoice (numbered on its first print; the print is logged). */
const pdf = async (...request: Parameters<typeof adminApi.file>) =>
  (await adminApi.file(...request)).blob;

export function fetchInvoicePdf(orderId: string): Promise<Blob> {
  return pdf('GET', orderDocumentPaths.invoice(orderId), { accept: PDF });
}

/** The order's packing slip: items and quantities, no prices. */
export function fetchPackingSlipPdf(orderId: string): Promise<Blob> {
  return pdf('GET', orderDocumentPaths.packingSlip(orderId), { accept: PDF });
}

/** One PDF with the invoices of the orders, in the order given. */
export function fetchInvoicesPdf(orderIds: string[]): Promise<Blob> {
  return pdf('POST', orderDocumentPaths.invoices, { accept: PDF, body: { orderIds } });
}
