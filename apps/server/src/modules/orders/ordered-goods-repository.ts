import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orderItems } from '../../db/schema/index';

type Executor = Database | Transaction;

/** What orders hold of the catalogue: a product or variant sold once is never deleted. */
export function createOrderedGoods(db: Database) {
  return {
    async productEverOrdered(productId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, productId))
        .limit(1);
      return row !== undefined;
    },

    /** The variants among `ids` that an order holds. */
    async orderedVariantIds(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ id: orderItems.variantId })
        .from(orderItems)
        .where(inArray(orderItems.variantId, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Whether an order was ever served from the branch (it must then stay, deactivated). */
    async branchEverOrdered(branchId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.branchId, branchId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type OrderedGoods = ReturnType<typeof createOrderedGoods>;
