// Trade-in credits as the console sees them (issue #15 item 1): staff list the credits customers
// accepted and cancel one whose item did not match at pickup.
import { z } from 'zod';
import { containsNul, text } from '../validation/rules';

/** Where a credit stands now; cancelled wins over used, used over expired. */
export const TRADE_IN_CREDIT_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type TradeInCreditStatus = (typeof TRADE_IN_CREDIT_STATUSES)[number];
export const TRADE_IN_CREDIT_STATUS_LABELS: Record<TradeInCreditStatus, string> = {
  active: 'Active',
  used: 'Used on an order',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const TRADE_IN_CANCEL_REASON_MAX = 500;
export const TRADE_IN_CANCEL_REASON_MESSAGE = `Give a reason of at most ${TRADE_IN_CANCEL_REASON_MAX} characters.`;

/** POST /api/v1/admin/trade-ins/:id/cancel */
export const cancelTradeInSchema = z.object({
  reason: z
    .string({ error: TRADE_IN_CANCEL_REASON_MESSAGE })
    .trim()
    .min(1, { error: TRADE_IN_CANCEL_REASON_MESSAGE })
    .max(TRADE_IN_CANCEL_REASON_MAX, { error: TRADE_IN_CANCEL_REASON_MESSAGE })
    .refine((value) => !containsNul(value), { error: TRADE_IN_CANCEL_REASON_MESSAGE }),
});
export type CancelTradeInBody = z.infer<typeof cancelTradeInSchema>;

/** GET /api/v1/admin/trade-ins: newest first. */
export const tradeInListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of the code, or of the customer's e-mail or name. */
  search: text().trim().max(100).optional(),
  status: z.enum(TRADE_IN_CREDIT_STATUSES).optional(),
});
export type TradeInListQuery = z.infer<typeof tradeInListQuerySchema>;

export const adminTradeInSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  item: z.object({
    bodyType: z.string(),
    /** "Sofa", "Bed frame"… */
    bodyTypeLabel: z.string(),
    brand: z.string(),
    subModel: z.string(),
    year: z.number(),
    condition: z.string(),
    /** "Good — light wear"… */
    conditionLabel: z.string(),
    /** Pesos, when the customer gave it. */
    pricePaid: z.number().nullable(),
  }),
  /** The fair market range and the credit offered, in pesos. */
  low: z.number(),
  high: z.number(),
  credit: z.number(),
  code: z.string(),
  status: z.enum(TRADE_IN_CREDIT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminTradeIn = z.infer<typeof adminTradeInSchema>;
