import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type NewContactMessage = Omit<
  typeof contactMessages.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Database) {
  return {
    async create(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('The contact message was not stored.');
      return row;
    },

    list(projectId: string) {
      return db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.projectId, projectId))
        .orderBy(desc(contactMessages.createdAt));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
