import {
  and,
  arrayContains,
  arrayOverlaps,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { blogPosts, media } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

type Executor = Database | Transaction;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  tags: blogPosts.tags,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  cover: { key: media.key, alt: media.alt, width: media.width, height: media.height },
};

export interface BlogSummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  publishedAt: Date | null;
  updatedAt: Date;
  cover: { key: string; alt: string; width: number | null; height: number | null };
}
export type BlogPostRow = BlogSummaryRow & { body: string };

export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** `now` is the app's clock, so a scheduled post goes live when the clock passes its date. */
export function createBlogRepository(db: Executor, now: () => Date = () => new Date()) {
  // Drafts (no date) and scheduled posts (a future date) stay hidden.
  const published = (projectId: string) =>
    and(
      eq(blogPosts.projectId, projectId),
      isNotNull(blogPosts.publishedAt),
      lte(blogPosts.publishedAt, now()),
    );
  const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

  return {
    async listPublished(query: { projectId: string; tag?: string; offset: number; limit: number }) {
      const where = and(
        published(query.projectId),
        query.tag ? arrayContains(blogPosts.tags, [query.tag]) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .innerJoin(media, eq(media.key, blogPosts.coverImageKey))
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(blogPosts)
          .where(where),
      ]);
      return { rows: rows as BlogSummaryRow[], total: count?.total ?? 0 };
    },

    /** By id when the value is a uuid, else by slug. */
    async findPublished(projectId: string, idOrSlug: string): Promise<BlogPostRow | undefined> {
      const match = isUuid(idOrSlug)
        ? eq(blogPosts.id, idOrSlug)
        : eq(blogPosts.slug, idOrSlug.toLowerCase());
      const [row] = await db
        .select({ ...summaryColumns, body: blogPosts.body })
        .from(blogPosts)
        .innerJoin(media, eq(media.key, blogPosts.coverImageKey))
        .where(and(published(projectId), match));
      return row as BlogPostRow | undefined;
    },

    /** Published posts sharing at least one tag, newest first (the caller ranks them). */
    async listSharingTags(projectId: string, postId: string, tags: string[], limit: number) {
      if (tags.length === 0) return [] as BlogSummaryRow[];
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .innerJoin(media, eq(media.key, blogPosts.coverImageKey))
        .where(
          and(published(projectId), ne(blogPosts.id, postId), arrayOverlaps(blogPosts.tags, tags)),
        )
        .orderBy(...newestFirst)
        .limit(limit);
      return rows as BlogSummaryRow[];
    },

    async tagCounts(projectId: string): Promise<{ tag: string; count: number }[]> {
      const tag = sql<string>`unnest(${blogPosts.tags})`.as('tag');
      const tagged = db.select({ tag }).from(blogPosts).where(published(projectId)).as('tagged');
      return db
        .select({ tag: tagged.tag, count: sql<number>`count(*)::int` })
        .from(tagged)
        .groupBy(tagged.tag)
        .orderBy(desc(sql`count(*)`), tagged.tag);
    },

    listPublishedSlugs(projectId: string) {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(published(projectId))
        .orderBy(...newestFirst);
    },

    async existingSlugs(projectId: string, slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.projectId, projectId), inArray(blogPosts.slug, slugs)));
      return new Set(rows.map((row) => row.slug));
    },

    async upsertBySlug(post: NewBlogPost) {
      const { projectId: _projectId, slug: _slug, ...changes } = post;
      await db
        .insert(blogPosts)
        .values(post)
        .onConflictDoUpdate({
          target: [blogPosts.projectId, blogPosts.slug],
          set: { ...changes, updatedAt: sql`now()` },
        });
    },

    async countPosts(projectId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(eq(blogPosts.projectId, projectId));
      return row?.total ?? 0;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
