import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { variantStock } from '../../db/schema/index';

type Executor = Database | Transaction;

/**
 * The only code that takes units off or puts units back on a branch's shelf: checkout reserves,
 * cancellation and expiry release. Every method joins the caller's transaction when given one.
 */
export function createStockRepository(db: Database) {
  return {
    /**
     * Takes units from a branch's stock only while there are enough: false when another
     * checkout got there first (the row count says so), so the last unit is never sold twice.
     */
    async reserve(
      variantId: string,
      branchId: string,
      units: number,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(variantStock)
        .set({ quantity: sql`${variantStock.quantity} - ${units}` })
        .where(
          and(
            eq(variantStock.variantId, variantId),
            eq(variantStock.branchId, branchId),
            sql`${variantStock.quantity} >= ${units}`,
          ),
        )
        .returning({ quantity: variantStock.quantity });
      return rows.length === 1;
    },

    /** Puts units back on the branch's shelf (a cancelled or expired order's lines). */
    async release(
      variantId: string,
      branchId: string,
      units: number,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(variantStock)
        .set({ quantity: sql`${variantStock.quantity} + ${units}` })
        .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
    },

    /** Units the branch has of the variant now; 0 when it never stocked it. */
    async unitsLeft(variantId: string, branchId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ quantity: variantStock.quantity })
        .from(variantStock)
        .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
      return row?.quantity ?? 0;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
