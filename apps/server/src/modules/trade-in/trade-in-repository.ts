import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { tradeIns } from '../../db/schema/index';

type Executor = Database | Transaction;
export type TradeInRow = typeof tradeIns.$inferSelect;

/** The only code that touches trade_ins. */
export function createTradeInRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async insert(values: typeof tradeIns.$inferInsert, tx: Executor = db): Promise<TradeInRow> {
      const [row] = await tx.insert(tradeIns).values(values).returning();
      return row!;
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(tradeIns)
        .where(and(eq(tradeIns.projectId, projectId), eq(tradeIns.id, id)));
      return row;
    },

    async listOf(projectId: string, userId: string) {
      return db
        .select()
        .from(tradeIns)
        .where(and(eq(tradeIns.projectId, projectId), eq(tradeIns.userId, userId)))
        .orderBy(desc(tradeIns.createdAt))
        .limit(20);
    },

    async cancel(id: string, reason: string, at: Date, tx: Transaction) {
      await tx
        .update(tradeIns)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
        .where(eq(tradeIns.id, id));
    },
  };
}

export type TradeInRepository = ReturnType<typeof createTradeInRepository>;
