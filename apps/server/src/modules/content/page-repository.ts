import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { contentPages, media, pageSections } from '../../db/schema/index';

export interface NewPage {
  projectId: string;
  slug: string;
  title: string;
  intro: string;
  sections: { heading: string; body: string; imageKey: string | null }[];
}

export function createPageRepository(db: Database | Transaction) {
  return {
    async find(projectId: string, slug: string) {
      const [page] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.projectId, projectId), eq(contentPages.slug, slug)));
      if (!page) return undefined;
      const sections = await db
        .select({
          id: pageSections.id,
          heading: pageSections.heading,
          body: pageSections.body,
          image: { key: media.key, alt: media.alt, width: media.width, height: media.height },
        })
        .from(pageSections)
        .leftJoin(media, eq(media.key, pageSections.imageKey))
        .where(eq(pageSections.pageId, page.id))
        .orderBy(asc(pageSections.sortOrder));
      return { ...page, sections };
    },

    /** Replaces the page of that slug with this one, sections included. */
    async replace(page: NewPage) {
      await db
        .delete(contentPages)
        .where(and(eq(contentPages.projectId, page.projectId), eq(contentPages.slug, page.slug)));
      const [created] = await db
        .insert(contentPages)
        .values({
          projectId: page.projectId,
          slug: page.slug,
          title: page.title,
          intro: page.intro,
        })
        .returning({ id: contentPages.id });
      if (!created) throw new Error(`The page ${page.slug} was not stored.`);
      if (page.sections.length > 0) {
        await db.insert(pageSections).values(
          page.sections.map((section, index) => ({
            ...section,
            pageId: created.id,
            sortOrder: index,
          })),
        );
      }
    },

    async exists(projectId: string, slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.projectId, projectId), eq(contentPages.slug, slug)));
      return row !== undefined;
    },
  };
}

export type PageRepository = ReturnType<typeof createPageRepository>;
