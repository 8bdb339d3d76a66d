import { z } from 'zod';
import { text } from '../validation/rules';

// The printable documents of an order (issue #14 item 2): packing slip and sales invoice PDFs.

/** How many orders' invoices one bulk print may hold. */
export const INVOICES_PER_PRINT_MAX = 100;

export const ORDER_DOCUMENT_MESSAGES = {
  orderIdsRequired: 'Choose at least one order to print.',
  tooManyOrders: `Print at most ${INVOICES_PER_PRINT_MAX} invoices at a time.`,
  badOrderId: 'Must be a valid order id.',
  orderNotFound: (id: string) => `Order ${id} was not found.`,
} as const;

/** `:id` of the per-order documents: the order's id or its number (CF-2026-000123). */
export const orderDocumentParamsSchema = z.object({
  id: text()
    .trim()
    .min(1, { error: ORDER_DOCUMENT_MESSAGES.badOrderId })
    .max(64, { error: ORDER_DOCUMENT_MESSAGES.badOrderId }),
});

/** Body of `POST /api/v1/admin/orders/invoices.pdf`: the orders, printed in this order. */
export const printInvoicesSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: ORDER_DOCUMENT_MESSAGES.badOrderId }))
    .min(1, { error: ORDER_DOCUMENT_MESSAGES.orderIdsRequired })
    .max(INVOICES_PER_PRINT_MAX, { error: ORDER_DOCUMENT_MESSAGES.tooManyOrders }),
});
export type PrintInvoices = z.infer<typeof printInvoicesSchema>;

/** The paths the console fetches the PDFs from. */
export const orderDocumentPaths = {
  invoice: (orderId: string) => `/api/v1/admin/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
  packingSlip: (orderId: string) =>
    `/api/v1/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`,
  invoices: '/api/v1/admin/orders/invoices.pdf',
} as const;
