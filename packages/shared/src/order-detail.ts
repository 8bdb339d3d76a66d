// GET /api/v1/my-orders/{id}: one of the caller's orders with its status audit.
import { z } from 'zod';
import { orderAbroadSchema } from './abroad';
import { addressSchema } from './address';
import { lineItemSchema, priceTotalsSchema } from './cart';
import { fulfillmentTypeSchema, paymentMethodCodeSchema } from './checkout';
import { CUSTOMER_ORDER_ACTIONS } from './order-transitions';
import { orderReturnSchema, policySchema } from './order-after-sales';

export const orderItemSchema = lineItemSchema.extend({
  discount: z.number(),
  net: z.number(),
  vat: z.number(),
});

export const orderAddressSchema = addressSchema.omit({
  _id: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
});

export const orderAuditEntrySchema = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  actor: z.string(),
  note: z.string(),
});

export type OrderAuditEntry = z.infer<typeof orderAuditEntrySchema>;

/** The statuses the server sets on its own the moment an order is placed, by payment path. */
const PLACED_WITH_PAYMENT_PATH = new Set([
  'order_placed_cod_payment',
  'order_placed_awaiting_payment',
]);

/**
 * The audit as a shopper reads it: 'Order Placed' followed by the payment path the server set at
 * the same moment is one step ('Order Placed (COD Payment)' at the time of placing), not two.
 */
export function shopperTimeline<T extends Pick<OrderAuditEntry, 'status' | 'at'>>(
  audit: readonly T[],
): T[] {
  return audit.flatMap((entry, index) => {
    const next = audit[index + 1];
    if (entry.status === 'order_placed' && next && PLACED_WITH_PAYMENT_PATH.has(next.status)) {
      return [];
    }
    const previous = audit[index - 1];
    if (previous?.status === 'order_placed' && PLACED_WITH_PAYMENT_PATH.has(entry.status)) {
      return [{ ...entry, at: previous.at }];
    }
    return [entry];
  });
}

export const orderDetailSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  status_label: z.string(),
  status_color: z.string(),
  items: z.array(orderItemSchema),
  totals: priceTotalsSchema.extend({ discount_code: z.string().nullable() }),
  payment: z.object({
    method: paymentMethodCodeSchema,
    channel: z.string().nullable(),
    status: z.string(),
    /** Online orders: unpaid after this moment, the order is cancelled. */
    due_at: z.string().nullable(),
  }),
  fulfillment: z.object({
    type: fulfillmentTypeSchema,
    branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
    courier: z.object({ code: z.string(), name: z.string() }).nullable(),
    address: orderAddressSchema.nullable(),
    billing_address: orderAddressSchema.nullable(),
    preferred_date_time: z.string().nullable(),
    preferred_assembly_date: z.string().nullable(),
    notes: z.string(),
    track_status: z.boolean(),
    /** Set by the operator when the order ships. */
    tracking_number: z.string().nullable(),
  }),
  /** Placed from abroad: the buyer's country and mobile there, and the recipient; else null. */
  abroad: orderAbroadSchema.nullable(),
  created_at: z.string(),
  audit: z.array(orderAuditEntrySchema),
  /** What the caller may do now (the server's status machine decides; the web only shows). */
  allowed_actions: z.array(z.enum(CUSTOMER_ORDER_ACTIONS)),
  /** After receipt: the last moment a return can be requested; null before receipt. */
  return_window_ends_at: z.string().nullable(),
  returns: z.array(orderReturnSchema),
  policies: z.array(policySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
