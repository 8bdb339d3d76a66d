import { and, asc, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { faqs } from '../../../db/schema/index';

type Executor = Database | Transaction;

export type AdminFaqRow = typeof faqs.$inferSelect;
export interface FaqValues {
  category: string;
  categoryOrder: number;
  question: string;
  answer: string;
  sortOrder: number;
  isActive: boolean;
}

/** Every question, active or not, in page order. */
export function createAdminFaqRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    list(projectId: string, tx: Executor = db) {
      return tx
        .select()
        .from(faqs)
        .where(eq(faqs.projectId, projectId))
        .orderBy(asc(faqs.categoryOrder), asc(faqs.sortOrder), asc(faqs.createdAt));
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(faqs)
        .where(and(eq(faqs.projectId, projectId), eq(faqs.id, id)));
      return row;
    },

    async lastCategoryOrder(projectId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ order: max(faqs.categoryOrder) })
        .from(faqs)
        .where(eq(faqs.projectId, projectId));
      return row?.order ?? -1;
    },

    async insert(projectId: string, values: FaqValues, tx: Transaction) {
      const [row] = await tx
        .insert(faqs)
        .values({ projectId, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: Partial<FaqValues>, tx: Transaction) {
      const [row] = await tx
        .update(faqs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faqs.id, id))
        .returning();
      return row!;
    },

    async setCategoryOrder(
      projectId: string,
      category: string,
      categoryOrder: number,
      tx: Transaction,
    ) {
      await tx
        .update(faqs)
        .set({ categoryOrder })
        .where(and(eq(faqs.projectId, projectId), eq(faqs.category, category)));
    },

    async remove(id: string, tx: Transaction) {
      await tx.delete(faqs).where(eq(faqs.id, id));
    },
  };
}

export type AdminFaqRepository = ReturnType<typeof createAdminFaqRepository>;
