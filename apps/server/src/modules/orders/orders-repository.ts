import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  branches,
  orderItems,
  orderNumberSeq,
  orders,
  orderStatusHistory,
  users,
  variantStock,
} from '../../db/schema/index';

type Executor = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'updatedAt'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<
  typeof orderItems.$inferInsert,
  'id' | 'orderId' | 'createdAt' | 'updatedAt'
>;
export type StatusEntryRow = typeof orderStatusHistory.$inferSelect;

export interface StatusEntry {
  status: string;
  actor: string;
  note?: string;
}

export function createOrdersRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async nextOrderSequence(tx: Executor = db): Promise<number> {
      const result = await tx.execute<{ value: string }>(
        sql`select nextval(${sql.raw(`'${orderNumberSeq.seqName}'`)})::text as value`,
      );
      return Number(result.rows[0]?.value);
    },

    async insert(order: NewOrder, items: NewOrderItem[], tx: Executor = db): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('The order was not written');
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row;
    },

    /** Appends audit entries after the order's last one, in the given order. */
    async appendStatus(orderId: string, entries: StatusEntry[], at: Date, tx: Executor = db) {
      const [last] = await tx
        .select({ sequence: sql<number>`coalesce(max(${orderStatusHistory.sequence}), 0)` })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId));
      const start = Number(last?.sequence ?? 0);
      await tx.insert(orderStatusHistory).values(
        entries.map((entry, index) => ({
          orderId,
          status: entry.status,
          actor: entry.actor,
          note: entry.note ?? '',
          sequence: start + index + 1,
          createdAt: at,
        })),
      );
    },

    async update(
      orderId: string,
      patch: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentChannel'>>,
      tx: Executor = db,
    ) {
      await tx.update(orders).set(patch).where(eq(orders.id, orderId));
    },

    async find(orderId: string, tx: Executor = db) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** Locks the order row until the transaction ends (status changes are serialised). */
    async findForUpdate(orderId: string, tx: Transaction) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async findOwned(userId: string, orderId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row;
    },

    items(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },

    history(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.sequence));
    },

    /**
     * Takes units from a branch's stock only while there are enough: false when another
     * checkout got there first (the row count says so).
     */
    async reserveStock(variantId: string, branchId: string, units: number, tx: Transaction) {
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

    async stockLeft(variantId: string, branchId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ quantity: variantStock.quantity })
        .from(variantStock)
        .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
      return row?.quantity ?? 0;
    },

    async releaseStock(variantId: string, branchId: string, units: number, tx: Transaction) {
      await tx
        .update(variantStock)
        .set({ quantity: sql`${variantStock.quantity} + ${units}` })
        .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
    },

    async branchNames(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(inArray(branches.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Who the order mails go to. */
    async customer(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
