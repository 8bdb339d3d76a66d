// The console's stock screen and `/api/v1/admin/stock` validate with these same rules.
import { z } from 'zod';
import { labelMaxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { text } from '../validation/rules';
import { ADMIN_PAGE_SIZES, SORT_ORDERS } from './staff';

export { ADMIN_PAGE_SIZES };

export const STOCK_LIMITS = {
  noteMax: 500,
  /** More units than any branch holds of one piece of furniture: a larger figure is a slip. */
  unitsMax: 100_000,
  thresholdMax: 10_000,
} as const;

export const STOCK_MESSAGES = {
  wholeNumber: 'Enter a whole number.',
  changeNotZero: 'Enter a change other than 0.',
  receivedAdds: 'Received units are added: enter a number above 0.',
  damagedTakes: 'Damaged units are taken away: enter a number below 0, e.g. -1.',
  countNotNegative: 'The new count must be 0 or more.',
  countIsCorrection: 'A new count is recorded as a count correction.',
  unitsPositive: 'Transfer at least 1 unit.',
  unitsTooMany: `Enter at most ${STOCK_LIMITS.unitsMax.toLocaleString('en-PH')} units.`,
  sameBranch: 'Choose a different branch to transfer to.',
  threshold: `Enter a number from 0 to ${STOCK_LIMITS.thresholdMax.toLocaleString('en-PH')}.`,
  variantNotFound: 'This variant no longer exists.',
  branchNotFound: 'This branch does not exist.',
} as const;

/** 409: the change would take a branch's count below zero; nothing was changed. */
export const belowZeroMessage = (available: number, sku: string, branch: string): string =>
  `Only ${available} unit${available === 1 ? '' : 's'} of ${sku} ${available === 1 ? 'is' : 'are'} available at ${branch}: the stock cannot go below 0. Nothing was changed.`;

export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'count_correction'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

export const STOCK_MOVEMENT_REASONS = [
  'sale',
  'cancellation',
  'return',
  'received',
  'damaged',
  'count_correction',
  'transfer_out',
  'transfer_in',
  'import',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  sale: 'Sale',
  cancellation: 'Cancellation',
  return: 'Return',
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Count correction',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  import: 'Import',
};

/** A change of units, or a counted number that replaces the count. */
export const STOCK_ADJUSTMENT_MODES = ['change', 'count'] as const;
export type StockAdjustmentMode = (typeof STOCK_ADJUSTMENT_MODES)[number];

const id = () => z.uuid({ error: REQUIRED_MESSAGE });

const wholeUnits = () =>
  z
    .number({ error: STOCK_MESSAGES.wholeNumber })
    .int({ error: STOCK_MESSAGES.wholeNumber })
    .min(-STOCK_LIMITS.unitsMax, { error: STOCK_MESSAGES.unitsTooMany })
    .max(STOCK_LIMITS.unitsMax, { error: STOCK_MESSAGES.unitsTooMany });

const note = () =>
  text()
    .trim()
    .max(STOCK_LIMITS.noteMax, { error: labelMaxLengthMessage('Note', STOCK_LIMITS.noteMax) })
    .default('');

/**
 * A staff adjustment: `units` is a signed change (mode `change`: received adds, damaged takes
 * away) or the branch's new count (mode `count`, a count correction).
 */
export const stockAdjustmentSchema = z
  .object({
    variantId: id(),
    branchId: id(),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: REQUIRED_MESSAGE }),
    mode: z.enum(STOCK_ADJUSTMENT_MODES, { error: REQUIRED_MESSAGE }),
    units: wholeUnits(),
    note: note(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: 'units' | 'mode', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.mode === 'count') {
      if (value.reason !== 'count_correction') issue('mode', STOCK_MESSAGES.countIsCorrection);
      if (value.units < 0) issue('units', STOCK_MESSAGES.countNotNegative);
      return;
    }
    if (value.units === 0) issue('units', STOCK_MESSAGES.changeNotZero);
    else if (value.reason === 'received' && value.units < 0) {
      issue('units', STOCK_MESSAGES.receivedAdds);
    } else if (value.reason === 'damaged' && value.units > 0) {
      issue('units', STOCK_MESSAGES.damagedTakes);
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

export const stockTransferSchema = z
  .object({
    variantId: id(),
    fromBranchId: id(),
    toBranchId: id(),
    units: wholeUnits().min(1, { error: STOCK_MESSAGES.unitsPositive }),
    note: note(),
  })
  .refine((value) => value.fromBranchId !== value.toBranchId, {
    path: ['toBranchId'],
    error: STOCK_MESSAGES.sameBranch,
  });
export type StockTransferInput = z.input<typeof stockTransferSchema>;
export type StockTransfer = z.output<typeof stockTransferSchema>;

export const stockThresholdSchema = z.object({
  variantId: id(),
  threshold: z
    .number({ error: STOCK_MESSAGES.threshold })
    .int({ error: STOCK_MESSAGES.threshold })
    .min(0, { error: STOCK_MESSAGES.threshold })
    .max(STOCK_LIMITS.thresholdMax, { error: STOCK_MESSAGES.threshold }),
});
export type StockThresholdInput = z.input<typeof stockThresholdSchema>;

export const STOCK_SORT_FIELDS = ['product', 'sku', 'branch', 'available', 'threshold'] as const;
export type StockSortField = (typeof STOCK_SORT_FIELDS)[number];

/** `page` from 1; a query string's values arrive as text. */
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

export const stockListQuerySchema = z.object({
  ...paging,
  sort: z.enum(STOCK_SORT_FIELDS).default('product'),
  order: z.enum(SORT_ORDERS).default('asc'),
  /** Part of a product name or a SKU. */
  search: text().trim().max(100).optional(),
  branchId: z.uuid().optional(),
  lowStock: flag,
});
export type StockListQuery = z.output<typeof stockListQuerySchema>;

export const stockMovementsQuerySchema = z.object({
  ...paging,
  variantId: z.uuid().optional(),
  branchId: z.uuid().optional(),
  reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
});
export type StockMovementsQuery = z.output<typeof stockMovementsQuerySchema>;

/** One variant at one branch: available = on hand − reserved by open orders. */
export const stockRowSchema = z.object({
  variantId: z.uuid(),
  branchId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  productActive: z.boolean(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  branchName: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  threshold: z.number().int(),
  low: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** One row of the stock ledger. */
export const stockMovementSchema = z.object({
  id: z.uuid(),
  variantId: z.uuid(),
  branchId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  branchName: z.string(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  delta: z.number().int(),
  quantityBefore: z.number().int(),
  quantityAfter: z.number().int(),
  note: z.string(),
  actorEmail: z.string().nullable(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  transferId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** What an adjustment or a transfer answers: the ledger rows it wrote. */
export const stockMovesResultSchema = z.object({ movements: z.array(stockMovementSchema) });
export type StockMovesResult = z.infer<typeof stockMovesResultSchema>;

export const stockThresholdResultSchema = z.object({
  variantId: z.uuid(),
  threshold: z.number().int(),
});
