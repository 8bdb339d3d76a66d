import { index, pgTable } from 'drizzle-orm/pg-core';
import { variantAtBranch } from './catalogue';
import { id, integer, text, timestamps, uuid } from './columns';

/** Why units came or went: a sale, its cancellation, a return, or a staff adjustment. */
export type StockMovementReason =
  | 'sale'
  | 'cancellation'
  | 'return'
  | 'received'
  | 'damaged'
  | 'count_correction'
  | 'transfer_out'
  | 'transfer_in'
  | 'import';

/**
 * The stock ledger: every change of units on hand, written by the stock repository in the
 * same transaction as the change. Rows are only ever added.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    ...variantAtBranch(),
    reason: text().$type<StockMovementReason>().notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer().notNull(),
    quantityBefore: integer().notNull(),
    quantityAfter: integer().notNull(),
    note: text().notNull().default(''),
    /** The staff member, or null for the shop itself (a sale, an expiry). */
    actorId: uuid(),
    orderId: uuid(),
    /** Both halves of a transfer between branches carry the same id. */
    transferId: uuid(),
    ...timestamps,
  },
  (t) => [
    index('stock_movements_variant_branch_idx').on(t.variantId, t.branchId, t.createdAt),
    index('stock_movements_created_idx').on(t.createdAt),
  ],
);
