// The console's returns queue, return decisions, refunds and protection-plan refund decisions
// (issue #14 item 3). `/api/v1/admin/returns`, `/api/v1/admin/orders/:id/refunds`,
// `/api/v1/admin/refunds/:id/paid` and `/api/v1/admin/policy-refunds` validate with these.
import { z } from 'zod';
import { returnAuditEntrySchema } from '../order-after-sales';
import { labelMaxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { text } from '../validation/rules';

export const RETURN_LIMITS = {
  noteMax: 1000,
  referenceMax: 100,
  /** ₱10,000,000.00: more than any order of the shop; a larger figure is a slip. */
  amountMaxCentavos: 1_000_000_000,
} as const;

/** The queue's tabs and the return status each one shows. */
export const RETURN_QUEUE_STATUSES = {
  requested: 'return_request',
  pending: 'return_pending',
  approved: 'return_approved',
  in_transit: 'return_order_processing',
  returned: 'returned',
  declined: 'return_cancelled',
} as const;
export type ReturnQueueStatus = keyof typeof RETURN_QUEUE_STATUSES;
export const RETURN_QUEUE_STATUS_NAMES = Object.keys(RETURN_QUEUE_STATUSES) as [
  ReturnQueueStatus,
  ...ReturnQueueStatus[],
];
export const RETURN_QUEUE_LABELS: Record<ReturnQueueStatus, string> = {
  requested: 'Requested',
  pending: 'Under review',
  approved: 'Approved',
  in_transit: 'In transit back',
  returned: 'Returned',
  declined: 'Declined',
};

/** What staff can do with a return now; the order status machine decides which apply. */
export const RETURN_ACTIONS = ['review', 'approve', 'decline', 'in_transit', 'receive'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export const RETURN_DISPOSITIONS = ['restocked', 'written_off'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
export const RETURN_DISPOSITION_LABELS: Record<ReturnDisposition, string> = {
  restocked: 'Back to stock',
  written_off: 'Written off as damaged',
};

export const REFUND_METHODS = ['bank_transfer', 'gcash', 'maya', 'cash', 'card_reversal'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: 'Bank transfer',
  gcash: 'GCash',
  maya: 'Maya',
  cash: 'Cash',
  card_reversal: 'Card reversal',
};

export const REFUND_SOURCES = ['cancellation', 'policy', 'return', 'manual'] as const;
export const REFUND_SOURCE_LABELS: Record<string, string> = {
  cancellation: 'Cancellation',
  policy: 'Protection plan',
  return: 'Return',
  manual: 'Recorded by staff',
};
export const REFUND_STATUSES = ['pending', 'paid'] as const;
export type RefundStatusName = (typeof REFUND_STATUSES)[number];

export const RETURN_MESSAGES = {
  declineNote: 'Tell the customer why the return is declined.',
  branchNeeded: 'Choose the branch the items go back to.',
  amountPositive: 'Enter an amount above ₱0.00.',
  amountWhole: 'Enter the amount in whole centavos.',
  amountTooHigh: 'The amount is too high.',
  referenceNeeded: 'Enter the payout’s reference (bank, wallet or receipt number).',
  methodNeeded: 'Choose how the money went back.',
} as const;

/** 409: the refunds would add up to more than the customer paid; nothing was recorded. */
export const refundTooHighMessage = (remainingCentavos: number, paidCentavos: number) =>
  paidCentavos === 0
    ? 'The customer has not paid for this order: there is nothing to refund.'
    : `At most ₱${(remainingCentavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })} can still be refunded: refunds never add up to more than was paid. Nothing was recorded.`;

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};

const note = (label = 'Note') =>
  text()
    .trim()
    .max(RETURN_LIMITS.noteMax, { error: labelMaxLengthMessage(label, RETURN_LIMITS.noteMax) })
    .default('');

const reference = () =>
  text()
    .trim()
    .min(1, { error: RETURN_MESSAGES.referenceNeeded })
    .max(RETURN_LIMITS.referenceMax, {
      error: labelMaxLengthMessage('Reference', RETURN_LIMITS.referenceMax),
    });

const method = () => z.enum(REFUND_METHODS, { error: RETURN_MESSAGES.methodNeeded });

export const adminReturnsQuerySchema = z.object({
  ...paging,
  status: z.enum(RETURN_QUEUE_STATUS_NAMES).optional(),
  /** Part of the order number, or of the customer's name or e-mail. */
  search: text().trim().max(100).optional(),
});
export type AdminReturnsQuery = z.output<typeof adminReturnsQuerySchema>;

const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
});

export const adminReturnRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  customer: customerSchema,
  reason: z.string(),
  units: z.number().int(),
  photoCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amountCentavos: z.number().int(),
  source: z.string(),
  status: z.enum(REFUND_STATUSES),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string(),
  returnId: z.string().nullable(),
  paidAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/**
 * An order's refunds and what may still be refunded. "Paid" is what the customer handed over:
 * an online payment once the gateway confirmed it, a cash-on-delivery or pay-at-branch order
 * once it was delivered (payment status `paid` or, after that, `refund_due`); otherwise ₱0.
 */
export const orderRefundsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paidCentavos: z.number().int(),
  /** Pending and paid-out refunds together. */
  refundedCentavos: z.number().int(),
  remainingCentavos: z.number().int(),
  refunds: z.array(adminRefundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

export const adminReturnDetailSchema = z.object({
  id: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  reason: z.string(),
  details: z.string(),
  decisionNote: z.string(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  disposition: z.enum(RETURN_DISPOSITIONS).nullable(),
  restockBranch: z.object({ id: z.string(), name: z.string() }).nullable(),
  customer: customerSchema,
  order: z.object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    statusLabel: z.string(),
    totalCentavos: z.number().int(),
    paymentMethod: z.string(),
    paymentStatus: z.string(),
  }),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      sku: z.string(),
      variant: z.string(),
      imageUrl: z.string().nullable(),
      quantity: z.number().int(),
      orderedQuantity: z.number().int(),
      netCentavos: z.number().int(),
    }),
  ),
  /** Served to staff by `GET /api/v1/admin/return-photos/:id` (bearer needed). */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  timeline: z.array(returnAuditEntrySchema),
  allowedActions: z.array(z.enum(RETURN_ACTIONS)),
  refunds: orderRefundsSchema,
});
export type AdminReturnDetail = z.infer<typeof adminReturnDetailSchema>;

/** Approve (note optional) or decline (note required): the customer reads the note. */
export const returnDecisionSchema = z.object({ note: note() });
export type ReturnDecisionInput = z.input<typeof returnDecisionSchema>;
export const returnDeclineSchema = z.object({
  note: note().refine((value) => value.length > 0, { error: RETURN_MESSAGES.declineNote }),
});

/** Items in hand: back on a branch's shelf, or written off as damaged (no units back). */
export const returnReceiveSchema = z
  .object({
    disposition: z.enum(RETURN_DISPOSITIONS, { error: REQUIRED_MESSAGE }),
    /** '' (the form's empty choice) counts as none. */
    branchId: z
      .union([z.uuid({ error: RETURN_MESSAGES.branchNeeded }), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    note: note(),
  })
  .superRefine((value, ctx) => {
    if (value.disposition === 'restocked' && !value.branchId) {
      ctx.addIssue({ code: 'custom', path: ['branchId'], message: RETURN_MESSAGES.branchNeeded });
    }
  });
export type ReturnReceiveInput = z.input<typeof returnReceiveSchema>;

export const recordRefundSchema = z.object({
  amountCentavos: z
    .number({ error: RETURN_MESSAGES.amountWhole })
    .int({ error: RETURN_MESSAGES.amountWhole })
    .min(1, { error: RETURN_MESSAGES.amountPositive })
    .max(RETURN_LIMITS.amountMaxCentavos, { error: RETURN_MESSAGES.amountTooHigh }),
  method: method(),
  reference: reference(),
  note: note(),
  returnId: z.uuid().optional(),
});
export type RecordRefundInput = z.input<typeof recordRefundSchema>;
export type RecordRefund = z.output<typeof recordRefundSchema>;

export const refundPaidSchema = z.object({ method: method(), reference: reference() });
export type RefundPaidInput = z.input<typeof refundPaidSchema>;

// --- protection-plan refund requests ----------------------------------------------------------

export const POLICY_REFUND_FILTERS = ['refund_requested', 'refunded', 'all'] as const;

export const policyRefundsQuerySchema = z.object({
  ...paging,
  status: z.enum(POLICY_REFUND_FILTERS).default('refund_requested'),
});
export type PolicyRefundsQuery = z.output<typeof policyRefundsQuerySchema>;

export const policyRefundRowSchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  status: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  productName: z.string(),
  planName: z.string(),
  premiumCentavos: z.number().int(),
  reason: z.string(),
  requestedAt: z.string().nullable(),
  coolingOffEndsOn: z.string(),
  /** Requested on or before the last day of the cooling-off window (Manila time). */
  inCoolingOff: z.boolean(),
});
export type PolicyRefundRow = z.infer<typeof policyRefundRowSchema>;
