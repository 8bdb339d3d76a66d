import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityDocumentFiles, identityDocuments } from '../../db/schema/index';

export type DocumentRow = typeof identityDocuments.$inferSelect;
export type DocumentFileRow = typeof identityDocumentFiles.$inferSelect;
export type NewDocumentFile = Omit<
  typeof identityDocumentFiles.$inferInsert,
  'documentId' | 'createdAt' | 'updatedAt'
>;

/** Every read is by owner: another customer's document is simply not there. */
export function createDocumentsRepository(db: Database) {
  return {
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(identityDocuments)
        .where(eq(identityDocuments.userId, userId));
      return row?.count ?? 0;
    },

    async create(
      document: { userId: string; type: string; number: string; expiry: string | null },
      files: NewDocumentFile[],
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(identityDocuments).values(document).returning();
        if (!row) throw new Error('The document was not stored.');
        const fileRows = await tx
          .insert(identityDocumentFiles)
          .values(files.map((file) => ({ ...file, documentId: row.id })))
          .returning();
        return { ...row, files: fileRows };
      });
    },

    async list(userId: string) {
      const rows = await db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.userId, userId))
        .orderBy(desc(identityDocuments.createdAt), asc(identityDocuments.id));
      if (rows.length === 0) return [];
      const files = await db
        .select()
        .from(identityDocumentFiles)
        .where(
          inArray(
            identityDocumentFiles.documentId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({
        ...row,
        files: files.filter((file) => file.documentId === row.id),
      }));
    },

    async findFile(userId: string, documentId: string, side: string) {
      const [row] = await db
        .select({ file: identityDocumentFiles, type: identityDocuments.type })
        .from(identityDocumentFiles)
        .innerJoin(identityDocuments, eq(identityDocuments.id, identityDocumentFiles.documentId))
        .where(
          and(
            eq(identityDocuments.userId, userId),
            eq(identityDocuments.id, documentId),
            eq(identityDocumentFiles.side, side as DocumentFileRow['side']),
          ),
        );
      return row;
    },

    /** Deletes the document and returns its files' storage keys; undefined when not the owner's. */
    async delete(userId: string, documentId: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ key: identityDocumentFiles.storageKey })
          .from(identityDocumentFiles)
          .innerJoin(identityDocuments, eq(identityDocuments.id, identityDocumentFiles.documentId))
          .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.id, documentId)));
        const deleted = await tx
          .delete(identityDocuments)
          .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.id, documentId)))
          .returning({ id: identityDocuments.id });
        return deleted.length === 1 ? files.map((file) => file.key) : undefined;
      });
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type DocumentWithFiles = Awaited<ReturnType<DocumentsRepository['list']>>[number];
