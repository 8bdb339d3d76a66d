import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { stockMovements, variantStock, type StockMovementReason } from '../../db/schema/index';

type Executor = Database | Transaction;

/** Why staff change a count: the reasons the ledger accepts from a person. */
export type StockCountReason = Extract<StockMovementReason, 'count_correction' | 'import'>;
export type StockAdjustmentReason = Extract<
  StockMovementReason,
  'received' | 'damaged' | 'count_correction'
>;

/** Who and why, written on the ledger row beside the numbers. */
export interface StockMovementContext {
  actorId?: string | null;
  note?: string;
  orderId?: string | null;
  transferId?: string | null;
}

/** One change of a branch's units as the ledger keeps it. */
export interface StockChange {
  movementId: string;
  quantityBefore: number;
  quantityAfter: number;
  delta: number;
}

/**
 * The only code that changes a branch's units. Every change is a conditional update that never
 * takes a count below zero (so it never races checkout) and writes its ledger row in the same
 * statement's transaction. Every method joins the caller's transaction when given one.
 */
export function createStockRepository(db: Database) {
  const shelf = (variantId: string, branchId: string) =>
    and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId));

  async function writeMovement(
    variantId: string,
    branchId: string,
    reason: StockMovementReason,
    quantityAfter: number,
    delta: number,
    context: StockMovementContext,
    tx: Executor,
  ): Promise<StockChange> {
    const [row] = await tx
      .insert(stockMovements)
      .values({
        variantId,
        branchId,
        reason,
        delta,
        quantityBefore: quantityAfter - delta,
        quantityAfter,
        note: context.note ?? '',
        actorId: context.actorId ?? null,
        orderId: context.orderId ?? null,
        transferId: context.transferId ?? null,
      })
      .returning({ id: stockMovements.id });
    if (!row) throw new Error('The stock movement was not written');
    return { movementId: row.id, quantityBefore: quantityAfter - delta, quantityAfter, delta };
  }

  /**
   * Adds `delta` units (negative takes them away) only while the count stays at or above zero;
   * null when it would not (nothing changed, no ledger row). Adding to a branch that never
   * stocked the variant opens its shelf.
   */
  async function change(
    variantId: string,
    branchId: string,
    delta: number,
    reason: StockMovementReason,
    context: StockMovementContext,
    tx: Executor,
  ): Promise<StockChange | null> {
    const rows =
      delta >= 0
        ? await tx
            .insert(variantStock)
            .values({ variantId, branchId, quantity: delta })
            .onConflictDoUpdate({
              target: [variantStock.variantId, variantStock.branchId],
              set: { quantity: sql`${variantStock.quantity} + ${delta}`, updatedAt: new Date() },
            })
            .returning({ quantity: variantStock.quantity })
        : await tx
            .update(variantStock)
            .set({ quantity: sql`${variantStock.quantity} + ${delta}` })
            .where(and(shelf(variantId, branchId), sql`${variantStock.quantity} + ${delta} >= 0`))
            .returning({ quantity: variantStock.quantity });
    const [row] = rows;
    if (!row) return null;
    return writeMovement(variantId, branchId, reason, row.quantity, delta, context, tx);
  }

  /** Locks the shelves in one order (variant, then branch) so two writers never deadlock. */
  async function lockShelves(variantId: string, branchIds: string[], tx: Executor) {
    const rows = await tx
      .select({ branchId: variantStock.branchId, quantity: variantStock.quantity })
      .from(variantStock)
      .where(and(eq(variantStock.variantId, variantId), inArray(variantStock.branchId, branchIds)))
      .orderBy(variantStock.branchId)
      .for('update');
    return new Map(rows.map((row) => [row.branchId, row.quantity]));
  }

  return {
    /**
     * Takes units for a checkout only while there are enough and writes the `sale` row: null
     * when another checkout got there first (the row count says so), so the last unit is never
     * sold twice. One statement: the conditional update and its ledger row together. Checkout
     * passes the id its order will have; without one, `attachOrder` names it afterwards.
     */
    async reserve(
      variantId: string,
      branchId: string,
      units: number,
      tx: Executor = db,
      orderId: string | null = null,
    ): Promise<StockChange | null> {
      const result = await tx.execute<{ id: string; quantity_after: number }>(sql`
        with taken as (
          update ${variantStock}
          set quantity = quantity - ${units}, updated_at = now()
          where variant_id = ${variantId} and branch_id = ${branchId} and quantity - ${units} >= 0
          returning quantity)
        insert into ${stockMovements}
          (variant_id, branch_id, reason, delta, quantity_before, quantity_after, note, order_id)
        select ${variantId}::uuid, ${branchId}::uuid, 'sale', ${-units}::int,
          quantity + ${units}::int, quantity, '', ${orderId}::uuid
        from taken
        returning id, quantity_after`);
      const [row] = result.rows;
      if (!row) return null;
      const quantityAfter = Number(row.quantity_after);
      return {
        movementId: row.id,
        quantityBefore: quantityAfter + units,
        quantityAfter,
        delta: -units,
      };
    },

    /** Names the order on the `sale` rows its checkout wrote, in the same transaction. */
    async attachOrder(movementIds: string[], orderId: string, tx: Executor = db): Promise<void> {
      if (movementIds.length === 0) return;
      await tx
        .update(stockMovements)
        .set({ orderId })
        .where(inArray(stockMovements.id, movementIds));
    },

    /** Puts a cancelled or expired order's units back on the shelf (`cancellation` row). */
    async release(
      variantId: string,
      branchId: string,
      units: number,
      orderId: string,
      tx: Executor = db,
    ): Promise<StockChange> {
      const done = await change(variantId, branchId, units, 'cancellation', { orderId }, tx);
      if (!done) throw new Error('Putting units back cannot fail');
      return done;
    },

    /** Puts returned units back on the shelf (`return` row), named by their order. */
    async restockReturn(
      variantId: string,
      branchId: string,
      units: number,
      context: { orderId: string; actorId?: string | null; note?: string },
      tx: Executor = db,
    ): Promise<StockChange> {
      const done = await change(variantId, branchId, units, 'return', context, tx);
      if (!done) throw new Error('Putting units back cannot fail');
      return done;
    },

    /**
     * A staff adjustment by `delta` units (received, damaged, count correction): null when it
     * would take the count below zero, and then nothing changed.
     */
    async adjust(
      variantId: string,
      branchId: string,
      delta: number,
      context: { reason: StockAdjustmentReason; actorId: string | null; note?: string },
      tx: Executor = db,
    ): Promise<StockChange | null> {
      return change(variantId, branchId, delta, context.reason, context, tx);
    },

    /**
     * Sets the units a branch can sell to a counted number (a count correction or an import),
     * writing the difference to the ledger; no row when the count was already right. The row is
     * locked first, so a checkout in flight either finishes before the count or after it.
     */
    async setAvailable(
      variantId: string,
      branchId: string,
      units: number,
      context: { reason: StockCountReason; actorId: string | null; note?: string },
      tx: Transaction,
    ): Promise<StockChange | null> {
      if (!Number.isInteger(units) || units < 0) {
        throw new RangeError('A stock count is a whole number of units, zero or more');
      }
      const before = (await lockShelves(variantId, [branchId], tx)).get(branchId) ?? 0;
      if (before === units) return null;
      return change(variantId, branchId, units - before, context.reason, context, tx);
    },

    /**
     * Moves units from one branch to another as one move: both ledger rows carry `transferId`.
     * Null when the source has too few units; then neither branch changed (the caller's
     * transaction holds both halves, and the source is taken from first).
     */
    async transfer(
      variantId: string,
      from: string,
      to: string,
      units: number,
      context: { transferId: string; actorId: string | null; note?: string },
      tx: Transaction,
    ): Promise<{ out: StockChange; in: StockChange } | null> {
      await lockShelves(variantId, [from, to], tx);
      const out = await change(variantId, from, -units, 'transfer_out', context, tx);
      if (!out) return null;
      const into = await change(variantId, to, units, 'transfer_in', context, tx);
      if (!into) throw new Error('Adding units cannot fail');
      return { out, in: into };
    },

    /**
     * Locks a shelf for the rest of the caller's transaction (checkouts of it wait) and answers
     * its units; 0 when the branch never stocked the variant.
     */
    async lockShelf(variantId: string, branchId: string, tx: Transaction): Promise<number> {
      return (await lockShelves(variantId, [branchId], tx)).get(branchId) ?? 0;
    },

    /** Units the branch has of the variant now; 0 when it never stocked it. */
    async unitsLeft(variantId: string, branchId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ quantity: variantStock.quantity })
        .from(variantStock)
        .where(shelf(variantId, branchId));
      return row?.quantity ?? 0;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
