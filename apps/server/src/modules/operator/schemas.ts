import {
  myOrdersQuerySchema,
  ORDER_ACTIONS,
  orderDetailSchema,
  orderStatusGroupSchema,
  orderStatusSchema,
  orderSummarySchema,
} from '@shop/shared';
import { z } from 'zod';

// The operator API's own shapes: server-side only (the storefront never calls it).

const customerSchema = z.object({ name: z.string(), email: z.string() });

export const operatorOrdersQuerySchema = myOrdersQuerySchema
  .pick({ page: true, limit: true })
  .extend({
    /** One exact status (takes precedence over `group`). */
    status: orderStatusSchema.optional(),
    group: orderStatusGroupSchema.optional(),
    /** Part of an order number or of the customer's e-mail address. */
    search: z.string().trim().max(100).optional(),
  });

export const operatorOrderSummarySchema = orderSummarySchema.extend({ customer: customerSchema });

export const operatorOrderDetailSchema = orderDetailSchema.extend({
  customer: customerSchema,
  /** The statuses an operator can move the order to now, and the step each one is. */
  next: z.array(z.object({ action: z.enum(ORDER_ACTIONS), status: z.string(), label: z.string() })),
});

const note = z
  .string()
  .trim()
  .max(500, { error: 'Maximum of 500 characters allowed have been reached.' });

export const advanceOrderBodySchema = z.object({
  status: orderStatusSchema,
  /** Needed when the step ships the order. */
  trackingNumber: z.string().trim().max(100).optional(),
  note: note.optional(),
});

export const returnDecisionBodySchema = z.object({ note: note.optional() }).default({});
