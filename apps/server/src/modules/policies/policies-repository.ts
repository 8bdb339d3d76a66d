import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { policies, policyNumberSeq } from '../../db/schema/index';

type Executor = Database | Transaction;
export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = Omit<typeof policies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createPoliciesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async nextPolicySequence(tx: Executor = db): Promise<number> {
      const result = await tx.execute<{ value: string }>(
        sql`select nextval(${sql.raw(`'${policyNumberSeq.seqName}'`)})::text as value`,
      );
      return Number(result.rows[0]?.value);
    },

    async insert(rows: NewPolicy[], tx: Executor = db) {
      if (rows.length > 0) await tx.insert(policies).values(rows);
    },

    forOrder: (orderId: string, tx: Executor = db) =>
      tx
        .select()
        .from(policies)
        .where(eq(policies.orderId, orderId))
        .orderBy(asc(policies.policyNumber)),

    async findOwned(userId: string, policyId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(policies)
        .where(and(eq(policies.id, policyId), eq(policies.userId, userId)));
      return row;
    },

    /** A page of policies in these statuses, the latest refund request first. */
    async byStatus(statuses: PolicyRow['status'][], page: number, limit: number) {
      const where = inArray(policies.status, statuses);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(policies)
          .where(where)
          .orderBy(desc(policies.refundRequestedAt), desc(policies.policyNumber))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(policies).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async findForUpdate(policyId: string, tx: Transaction) {
      const [row] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
      return row;
    },

    async findOwnedForUpdate(userId: string, policyId: string, tx: Transaction) {
      const [row] = await tx
        .select()
        .from(policies)
        .where(and(eq(policies.id, policyId), eq(policies.userId, userId)))
        .for('update');
      return row;
    },

    async update(
      policyId: string,
      patch: Partial<
        Pick<PolicyRow, 'status' | 'refundReason' | 'refundRequestedAt' | 'signedCopyKey'>
      >,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(policies)
        .set(patch)
        .where(eq(policies.id, policyId))
        .returning();
      return row;
    },
  };
}

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;
