import { orderDocumentPaths } from '@shop/shared/admin/order-documents';
import { adminApi } from '../../../lib/admin-api';

const PDF = 'application/pdf';

/** The order's sales invoice (numbered on its first print; the print is logged). */
export function fetchInvoicePdf(orderId: string): Promise<Blob> {
  return adminApi.file('GET', orderDocumentPaths.invoice(orderId), PDF);
}

/** The order's packing slip: items and quantities, no prices. */
export function fetchPackingSlipPdf(orderId: string): Promise<Blob> {
  return adminApi.file('GET', orderDocumentPaths.packingSlip(orderId), PDF);
}

/** One PDF with the invoices of the orders, in the order given. */
export function fetchInvoicesPdf(orderIds: string[]): Promise<Blob> {
  return adminApi.file('POST', orderDocumentPaths.invoices, PDF, { body: { orderIds } });
}
