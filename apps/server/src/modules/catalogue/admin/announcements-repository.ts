import { and, asc, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { announcements } from '../../../db/schema/index';

type Executor = Database | Transaction;

export type AnnouncementRow = typeof announcements.$inferSelect;
export interface AnnouncementValues {
  text: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The ticker's messages as the console edits them, in their order. */
export function createAdminAnnouncementsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    list(projectId: string, tx: Executor = db) {
      return tx
        .select()
        .from(announcements)
        .where(eq(announcements.projectId, projectId))
        .orderBy(asc(announcements.sortOrder), asc(announcements.createdAt));
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.projectId, projectId), eq(announcements.id, id)));
      return row;
    },

    /** Adds the message at the end of the ticker. */
    async insert(projectId: string, values: AnnouncementValues, tx: Transaction) {
      const [last] = await tx
        .select({ order: max(announcements.sortOrder) })
        .from(announcements)
        .where(eq(announcements.projectId, projectId));
      const [row] = await tx
        .insert(announcements)
        .values({ projectId, ...values, sortOrder: (last?.order ?? -1) + 1 })
        .returning();
      return row!;
    },

    async update(id: string, values: AnnouncementValues, tx: Transaction) {
      const [row] = await tx
        .update(announcements)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(announcements.id, id))
        .returning();
      return row!;
    },

    async reorder(ids: string[], tx: Transaction) {
      for (const [sortOrder, id] of ids.entries()) {
        await tx.update(announcements).set({ sortOrder }).where(eq(announcements.id, id));
      }
    },

    async remove(id: string, tx: Transaction) {
      await tx.delete(announcements).where(eq(announcements.id, id));
    },
  };
}

export type AdminAnnouncementsRepository = ReturnType<typeof createAdminAnnouncementsRepository>;
