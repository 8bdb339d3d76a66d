import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { faqs } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';

export type FaqRow = typeof faqs.$inferSelect;
export type NewFaq = Omit<typeof faqs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createFaqRepository(db: Database | Transaction) {
  return {
    /** Active questions in page order; `search` matches question or answer, any case. */
    list(projectId: string, search?: string) {
      const pattern = search ? containsPattern(search) : undefined;
      return db
        .select()
        .from(faqs)
        .where(
          and(
            eq(faqs.projectId, projectId),
            eq(faqs.isActive, true),
            pattern ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)) : undefined,
          ),
        )
        .orderBy(asc(faqs.categoryOrder), asc(faqs.sortOrder), asc(faqs.id));
    },

    async insertMany(rows: NewFaq[]) {
      if (rows.length > 0) await db.insert(faqs).values(rows);
    },

    async count(projectId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(faqs)
        .where(eq(faqs.projectId, projectId));
      return row?.total ?? 0;
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
