// The console's orders (issue #14 item 1): `/api/v1/admin/orders` and the console screens
// validate with these same shapes.
import { z } from 'zod';
import { orderAbroadSchema } from '../abroad';
import { policySchema } from '../order-after-sales';
import { orderAddressSchema } from '../order-detail';
import { orderStatusGroupSchema, orderStatusSchema } from '../order-status';
import { ORDER_ACTIONS } from '../order-transitions';
import { labelMaxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { text } from '../validation/rules';
import { SORT_ORDERS } from './staff';

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cod: 'Cash on delivery',
  online: 'Online payment',
};

export const PAYMENT_STATES = [
  'cod_pending',
  'awaiting_payment',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_due',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  cod_pending: 'To collect (COD)',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund_due: 'Refund due',
};

export const FULFILLMENT_TYPES = ['delivery', 'pickup'] as const;
export const FULFILLMENT_LABELS: Record<(typeof FULFILLMENT_TYPES)[number], string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
};

export const ORDER_STATUS_GROUP_LABELS = {
  to_pay: 'To pay',
  processing: 'To process',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  returns: 'Returns',
} as const;

export const ORDER_SORT_FIELDS = ['createdAt', 'orderNumber', 'totalCentavos', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export const ORDER_LIMITS = { noteMax: 500, trackingMax: 100, searchMax: 100 } as const;

export const ORDER_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  range: 'The end date must be on or after the start date.',
  courier: 'Choose the courier.',
  trackingNumber: 'Enter the tracking number.',
  reason: 'Enter the reason for cancelling.',
} as const;

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ORDER_MESSAGES.date })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: ORDER_MESSAGES.date,
  });

const filterFields = {
  group: orderStatusGroupSchema.optional(),
  /** One exact status (narrower than, and checked with, `group`). */
  status: orderStatusSchema.optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentStatus: z.enum(PAYMENT_STATES).optional(),
  fulfillment: z.enum(FULFILLMENT_TYPES).optional(),
  /** The pickup branch. */
  branchId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  /** A courier code such as `casa-fleet`. */
  courier: text()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, { error: 'Must be a courier code.' })
    .optional(),
  /** Part of an order number, of the customer's name, e-mail or mobile. */
  search: text().trim().max(ORDER_LIMITS.searchMax).optional(),
};

const ordered = (value: { from?: string; to?: string }) =>
  !value.from || !value.to || value.from <= value.to;

/** The list's and the CSV export's filters (all optional; dates are Manila days, inclusive). */
export const orderFiltersSchema = z
  .object(filterFields)
  .refine(ordered, { path: ['to'], error: ORDER_MESSAGES.range });
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const orderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    sort: z.enum(ORDER_SORT_FIELDS).default('createdAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    ...filterFields,
  })
  .refine(ordered, { path: ['to'], error: ORDER_MESSAGES.range });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
});

const named = z.object({ code: z.string(), name: z.string() });
const branchSchema = z.object({ id: z.uuid(), name: z.string() });

/** One order in the console's list. */
export const orderRowSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  customer: customerSchema,
  totalCentavos: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  fulfillmentType: z.string(),
  branch: branchSchema.nullable(),
  courier: named.nullable(),
  itemCount: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

const addressSchema = orderAddressSchema;
export type OrderAddress = z.infer<typeof addressSchema>;

const orderLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  variant: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCentavos: z.number().int(),
  grossCentavos: z.number().int(),
  discountCentavos: z.number().int(),
  netCentavos: z.number().int(),
  vatCentavos: z.number().int(),
  protectionPlan: z
    .object({ name: z.string(), years: z.number().int(), priceCentavos: z.number().int() })
    .nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const paymentAttemptSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  channel: z.string(),
  amountCentavos: z.number().int(),
  status: z.string(),
  requestId: z.string(),
  responseId: z.string().nullable(),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

const returnSummarySchema = z.object({
  id: z.uuid(),
  status: z.string(),
  statusLabel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

const timelineEntrySchema = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  /** `customer`, `system`, `staff` or `gateway`. */
  actorType: z.string(),
  /** The customer's or staff member's name, or the system's. */
  actorName: z.string(),
  note: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof timelineEntrySchema>;

export const orderMoveSchema = z.object({
  action: z.enum(ORDER_ACTIONS),
  status: z.string(),
  label: z.string(),
});
export type OrderMove = z.infer<typeof orderMoveSchema>;

/** The order's page in the console. */
export const adminOrderSchema = orderRowSchema.extend({
  items: z.array(orderLineSchema),
  totals: z.object({
    subtotalCentavos: z.number().int(),
    discountCentavos: z.number().int(),
    discountCode: z.string().nullable(),
    shippingFeeCentavos: z.number().int(),
    vatableSalesCentavos: z.number().int(),
    vatCentavos: z.number().int(),
    totalCentavos: z.number().int(),
  }),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  /** Placed from abroad: the buyer there and the recipient in the Philippines. */
  abroad: orderAbroadSchema.nullable(),
  trackingNumber: z.string().nullable(),
  preferredDateTime: z.string().nullable(),
  preferredAssemblyDate: z.string().nullable(),
  notes: z.string(),
  paymentChannel: z.string().nullable(),
  paymentDueAt: z.string().nullable(),
  payments: z.array(paymentAttemptSchema),
  policies: z.array(policySchema),
  returns: z.array(returnSummarySchema),
  timeline: z.array(timelineEntrySchema),
  next: z.array(orderMoveSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const note = (label: string) =>
  text()
    .trim()
    .max(ORDER_LIMITS.noteMax, { error: labelMaxLengthMessage(label, ORDER_LIMITS.noteMax) });

/**
 * A staff move: `status` is where the order goes. Shipping needs the courier and its tracking
 * number, a seller cancel its reason (the customer reads it).
 */
export const orderStatusBodySchema = z
  .object({
    status: orderStatusSchema,
    courier: text().trim().max(50).optional(),
    trackingNumber: text()
      .trim()
      .max(ORDER_LIMITS.trackingMax, {
        error: labelMaxLengthMessage('Tracking number', ORDER_LIMITS.trackingMax),
      })
      .optional(),
    reason: note('Reason').optional(),
    note: note('Note').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status.startsWith('shipped')) {
      if (!value.courier)
        ctx.addIssue({ code: 'custom', path: ['courier'], message: ORDER_MESSAGES.courier });
      if (!value.trackingNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: ORDER_MESSAGES.trackingNumber,
        });
    }
    if (value.status === 'cancelled_seller' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ORDER_MESSAGES.reason });
  });
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>;
export type OrderStatusBodyInput = z.input<typeof orderStatusBodySchema>;

/** Statuses a bulk move can reach: the ones that need nothing but the click. */
export const BULK_ORDER_STATUSES = [
  'processing',
  'delivered_confirm_receipt',
  'order_complete',
] as const;

export const bulkOrderStatusBodySchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Must be a valid id.' }))
    .min(1, { error: REQUIRED_MESSAGE })
    .max(100, { error: 'Select at most 100 orders.' }),
  status: z.enum(BULK_ORDER_STATUSES),
});
export type BulkOrderStatusBody = z.infer<typeof bulkOrderStatusBodySchema>;

export const bulkOrderResultSchema = z.object({
  results: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string().nullable(),
      ok: z.boolean(),
      status: z.string().nullable(),
      message: z.string(),
    }),
  ),
  moved: z.number().int(),
  refused: z.number().int(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

/** The couriers staff can ship with (the codes checkout stores). */
export const courierOptionSchema = named;
export type CourierOption = z.infer<typeof courierOptionSchema>;

/** The orders CSV for the accountant: one row per order line. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'customer_name',
  'customer_email',
  'customer_mobile',
  'payment_method',
  'payment_status',
  'fulfillment',
  'pickup_branch',
  'courier',
  'tracking_number',
  'line',
  'sku',
  'product',
  'variant',
  'quantity',
  'unit_price',
  'line_gross',
  'line_discount',
  'line_net',
  'line_vat',
  'order_subtotal',
  'order_discount',
  'order_shipping',
  'order_vatable_sales',
  'order_vat',
  'order_total',
] as const;
