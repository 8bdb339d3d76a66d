import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { contentPages, media, pageSections } from '../../../db/schema/index';

type Executor = Database | Transaction;

export interface PageValues {
  title: string;
  intro: string;
  sections: { heading: string; body: string; imageKey: string | null }[];
}

/** The editable pages (about us, terms, privacy) with their sections, as stored. */
export function createAdminPageRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async find(projectId: string, slug: string, tx: Executor = db) {
      const [page] = await tx
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.projectId, projectId), eq(contentPages.slug, slug)));
      if (!page) return undefined;
      const sections = await tx
        .select({
          heading: pageSections.heading,
          body: pageSections.body,
          imageKey: pageSections.imageKey,
        })
        .from(pageSections)
        .where(eq(pageSections.pageId, page.id))
        .orderBy(asc(pageSections.sortOrder));
      return {
        id: page.id,
        title: page.title,
        intro: page.intro,
        sections,
        updatedAt: page.updatedAt,
      };
    },

    /** The keys among `keys` that name a stored picture. */
    async knownMedia(keys: string[], tx: Executor = db) {
      if (keys.length === 0) return new Set<string>();
      const rows = await tx.select({ key: media.key }).from(media).where(inArray(media.key, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Writes the page (creating it the first time) and replaces its sections. */
    async save(projectId: string, slug: string, values: PageValues, tx: Transaction) {
      const [page] = await tx
        .insert(contentPages)
        .values({ projectId, slug, title: values.title, intro: values.intro })
        .onConflictDoUpdate({
          target: [contentPages.projectId, contentPages.slug],
          set: { title: values.title, intro: values.intro, updatedAt: new Date() },
        })
        .returning({ id: contentPages.id });
      await tx.delete(pageSections).where(eq(pageSections.pageId, page!.id));
      if (values.sections.length > 0) {
        await tx.insert(pageSections).values(
          values.sections.map((section, sortOrder) => ({
            ...section,
            pageId: page!.id,
            sortOrder,
          })),
        );
      }
      return page!.id;
    },
  };
}

export type AdminPageRepository = ReturnType<typeof createAdminPageRepository>;
