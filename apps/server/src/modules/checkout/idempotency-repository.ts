import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

type Executor = Database | Transaction;

export function createIdempotencyRepository(db: Database) {
  return {
    async find(userId: string, key: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Takes the key inside the checkout's transaction. A concurrent holder makes this wait
     * until it commits (then false) or rolls back (then true).
     */
    async claim(userId: string, key: string, requestHash: string, now: Date, tx: Transaction) {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async complete(
      userId: string,
      key: string,
      orderId: string,
      response: Record<string, unknown>,
      tx: Transaction,
    ) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId, response })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
