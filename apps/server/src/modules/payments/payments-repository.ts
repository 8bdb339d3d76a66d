import { and, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { paymentNotifications, payments } from '../../db/schema/index';

type Executor = Database | Transaction;
export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async attempts(orderId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      return Number(row?.value ?? 0);
    },

    async insert(values: typeof payments.$inferInsert, tx: Executor = db): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      if (!row) throw new Error('The payment was not written');
      return row;
    },

    async find(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByRequestForUpdate(provider: string, requestId: string, tx: Transaction) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.requestId, requestId)))
        .for('update');
      return row;
    },

    async update(
      id: string,
      patch: Partial<
        Pick<PaymentRow, 'status' | 'responseId' | 'responseCode' | 'responseMessage' | 'paidAt'>
      >,
      tx: Executor = db,
    ) {
      await tx.update(payments).set(patch).where(eq(payments.id, id));
    },

    /** False when this very notification was recorded before (a replay). */
    async recordNotification(
      values: typeof paymentNotifications.$inferInsert,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentNotifications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      return rows.length === 1;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
