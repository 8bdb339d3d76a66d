// After checkout: the order list, the customer's status changes, returns and protection-plan
// policies. Bodies are validated with these schemas on both sides.
import { z } from 'zod';
import { orderStatusGroupSchema } from './order-status';
import { maxLengthMessage, REQUIRED_MESSAGE } from './validation/messages';

export const CANCEL_REASONS = [
  'Changed my mind',
  'Found a better price elsewhere',
  'Ordered by mistake',
  'Delivery takes too long',
  'Need to change the address or items',
  'Other',
] as const;

export const RETURN_REASONS = [
  'Damaged on arrival',
  'Defective or not working',
  'Wrong item delivered',
  'Missing parts',
  'Not as described',
  'Other',
] as const;

export const REASON_DETAILS_MAX_LENGTH = 500;
/** Photos one return request may carry. */
export const RETURN_PHOTOS_MAX = 5;

const details = z
  .string()
  .trim()
  .max(REASON_DETAILS_MAX_LENGTH, { error: maxLengthMessage(REASON_DETAILS_MAX_LENGTH) })
  .default('');

// ---------------------------------------------------------------------------------------------
// GET /api/v1/my-orders

export const ORDERS_PAGE_SIZE = 10;

export const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  /** One stage of the orders page (ORDER_STATUS_GROUPS). */
  group: orderStatusGroupSchema.optional(),
  /** Part of an order number, e.g. `000123` or `CF-2026-000123`. */
  search: z.string().trim().max(40).optional(),
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;

export const orderSummarySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  status_label: z.string(),
  status_color: z.string(),
  created_at: z.string(),
  total: z.number(),
  payment_method: z.string(),
  fulfillment_type: z.string(),
  /** Units in the order. */
  item_count: z.number(),
  /** The first lines, enough for a card (name, image, quantity, variant text). */
  items: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      image: z.object({ url: z.string(), alt: z.string() }).nullable(),
      quantity: z.number(),
      variant: z.string(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

// ---------------------------------------------------------------------------------------------
// PUT /api/orders/update-status/{id}: the customer's transitions only.

export const updateOrderStatusSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('cancel'),
    reason: z.enum(CANCEL_REASONS, { error: REQUIRED_MESSAGE }),
    details,
  }),
  z.object({ action: z.literal('confirm_receipt') }),
  z.object({
    action: z.literal('request_return'),
    items: z
      .array(
        z.object({
          orderItemId: z.string().max(100),
          quantity: z.number().int().min(1),
        }),
      )
      .min(1, { error: 'Pick at least one item to return.' }),
    reason: z.enum(RETURN_REASONS, { error: REQUIRED_MESSAGE }),
    details,
    /** Ids from `POST /api/v1/my-orders/{id}/return-photos`. */
    photoIds: z.array(z.string().max(100)).max(RETURN_PHOTOS_MAX).default([]),
  }),
  z.object({ action: z.literal('withdraw_return'), returnId: z.string().max(100) }),
]);
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusSchema>;

/** `POST /api/v1/my-orders/{id}/return-photos` (multipart, one image, 5 MB at most). */
export const returnPhotoSchema = z.object({ _id: z.string(), url: z.string() });
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

// ---------------------------------------------------------------------------------------------
// Returns: GET /api/v1/my-returns, GET /api/v1/my-returns/{id}

/** One step of a return's status history: when, who, the status and its note. */
export const returnAuditEntrySchema = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  actor: z.string(),
  note: z.string(),
});

export const orderReturnSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  orderNumber: z.string(),
  /** One of the return_* statuses or `returned`. */
  status: z.string(),
  status_label: z.string(),
  status_color: z.string(),
  reason: z.string(),
  details: z.string(),
  /** The shop's note on approving or declining the return ('' until then). */
  decision_note: z.string(),
  items: z.array(
    z.object({
      order_item_id: z.string(),
      name: z.string(),
      image: z.object({ url: z.string(), alt: z.string() }).nullable(),
      variant: z.string(),
      quantity: z.number(),
    }),
  ),
  /** Served only to the owner (bearer needed). */
  photos: z.array(returnPhotoSchema),
  created_at: z.string(),
  updated_at: z.string(),
  audit: z.array(returnAuditEntrySchema),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

// ---------------------------------------------------------------------------------------------
// Protection-plan policies

export const POLICY_STATUSES = ['active', 'refund_requested', 'refunded'] as const;

export const policySchema = z.object({
  _id: z.string(),
  policy_number: z.string(),
  order_item_id: z.string(),
  product_name: z.string(),
  plan_name: z.string(),
  years: z.number(),
  /** ISO dates (YYYY-MM-DD), Manila time. */
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(POLICY_STATUSES),
  /** Last day a policy refund can be requested. */
  cooling_off_ends_on: z.string(),
  can_request_refund: z.boolean(),
  refund_requested_at: z.string().nullable(),
});
export type Policy = z.infer<typeof policySchema>;

/**
 * `GET /api/orders/generate-then-download-policy/{policyId}` answers the PDF itself; with
 * `?format=base64` it answers this, for the web's base64 → PDF helper (spec section 7).
 */
export const policyFileSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type PolicyFile = z.infer<typeof policyFileSchema>;

export const requestPolicyRefundSchema = z.object({
  policyId: z.string().max(100),
  reason: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(REASON_DETAILS_MAX_LENGTH, { error: maxLengthMessage(REASON_DETAILS_MAX_LENGTH) }),
});
export type RequestPolicyRefundBody = z.infer<typeof requestPolicyRefundSchema>;
