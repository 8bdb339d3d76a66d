import { and, count, desc, eq, gt, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { blogPosts, media, mediaRenditions } from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import type { StoredUpload } from '../../../lib/uploaded-image';

type Executor = Database | Transaction;

export type AdminBlogRow = typeof blogPosts.$inferSelect & {
  cover: { key: string; alt: string; width: number | null; height: number | null };
};
export type BlogPostValues = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'projectId' | 'createdAt' | 'updatedAt' | 'publishedAt'
>;
export type BlogStatusFilter = 'draft' | 'scheduled' | 'published';

export type UploadedCover = StoredUpload;

const columns = {
  id: blogPosts.id,
  projectId: blogPosts.projectId,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  body: blogPosts.body,
  coverImageKey: blogPosts.coverImageKey,
  tags: blogPosts.tags,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  cover: { key: media.key, alt: media.alt, width: media.width, height: media.height },
};

/** Every blog post, drafts and scheduled ones included, as the console edits them. */
export function createAdminBlogRepository(db: Database) {
  function statusIs(status: BlogStatusFilter, now: Date): SQL | undefined {
    if (status === 'draft') return isNull(blogPosts.publishedAt);
    if (status === 'scheduled') return gt(blogPosts.publishedAt, now);
    return lte(blogPosts.publishedAt, now);
  }

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(query: {
      projectId: string;
      search?: string;
      status?: BlogStatusFilter;
      now: Date;
      offset: number;
      limit: number;
    }) {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = and(
        eq(blogPosts.projectId, query.projectId),
        pattern
          ? or(
              ilike(blogPosts.title, pattern),
              ilike(blogPosts.author, pattern),
              ilike(blogPosts.slug, pattern),
            )
          : undefined,
        query.status ? statusIs(query.status, query.now) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(blogPosts)
          .innerJoin(media, eq(media.key, blogPosts.coverImageKey))
          .where(where)
          // Drafts first (no date), then the newest date.
          .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.updatedAt))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows: rows as AdminBlogRow[], total: total?.total ?? 0 };
    },

    async find(projectId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select(columns)
        .from(blogPosts)
        .innerJoin(media, eq(media.key, blogPosts.coverImageKey))
        .where(and(eq(blogPosts.projectId, projectId), eq(blogPosts.id, id)));
      return row as AdminBlogRow | undefined;
    },

    async slugTaken(projectId: string, slug: string, exceptId: string | null, tx: Executor = db) {
      const [row] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.projectId, projectId),
            eq(blogPosts.slug, slug),
            exceptId ? ne(blogPosts.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async mediaExists(key: string, tx: Executor = db) {
      const [row] = await tx.select({ key: media.key }).from(media).where(eq(media.key, key));
      return row !== undefined;
    },

    async insert(projectId: string, values: BlogPostValues, tx: Transaction) {
      const [row] = await tx
        .insert(blogPosts)
        .values({ projectId, ...values, publishedAt: null })
        .returning({ id: blogPosts.id });
      return row!.id;
    },

    async update(id: string, values: Partial<typeof blogPosts.$inferInsert>, tx: Transaction) {
      await tx
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
    },

    async remove(id: string, tx: Transaction) {
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    /** Stores an uploaded cover's media row and renditions (the files are already stored). */
    async addCover(cover: UploadedCover, tx: Transaction) {
      await tx.insert(media).values({
        key: cover.key,
        contentType: 'image/webp',
        body: '',
        alt: cover.alt,
        width: cover.width,
        height: cover.height,
        storageKey: cover.storageKey,
      });
      await tx
        .insert(mediaRenditions)
        .values(cover.renditions.map((rendition) => ({ mediaKey: cover.key, ...rendition })));
    },
  };
}

export type AdminBlogRepository = ReturnType<typeof createAdminBlogRepository>;
