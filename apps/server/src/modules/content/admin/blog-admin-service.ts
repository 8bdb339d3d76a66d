import { randomUUID } from 'node:crypto';
import {
  slugOf,
  type BlogPublication,
  type BlogStatus,
  type blogListQuerySchema,
  type blogPostInputSchema,
} from '@shop/shared/admin/content';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { offsetOf, pageMeta } from '../../../lib/pagination';
import { storedUpload, withStoredRenditions } from '../../../lib/uploaded-image';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { countWords } from '../markdown';
import type { AdminBlogRepository, AdminBlogRow } from './blog-admin-repository';
import type { Actor, RecordActivity } from './content-admin-deps';

export const BLOG_ADMIN_MESSAGES = {
  notFound: 'The article does not exist.',
  slugTaken: 'This slug is already used by another article.',
  coverUnknown: 'The cover picture does not exist: upload it again.',
  scheduleInPast: 'Choose a moment in the future, or publish now.',
  altRequired: 'Describe the picture for readers who cannot see it (alt text).',
  altTooLong: 'Keep the alt text to 200 characters or less.',
  fileRequired: 'Choose a picture to upload.',
} as const;

const WORDS_PER_MINUTE = 200;
const ALT_MAX = 200;

type ParsedPost = z.output<typeof blogPostInputSchema>;
type ListQuery = z.output<typeof blogListQuerySchema>;

export interface AdminBlogDeps {
  repository: AdminBlogRepository;
  /** The public media store: files served at /media/… to anyone. */
  store: FileStorage;
  recordActivity: RecordActivity;
  projectId: string;
  now: () => Date;
}

function statusOf(publishedAt: Date | null, now: Date): BlogStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The blog in the console: drafts, scheduled and published articles, and their covers. */
export function createAdminBlogService(deps: AdminBlogDeps) {
  const { repository, projectId } = deps;

  const present = (row: AdminBlogRow) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    body: row.body,
    tags: row.tags,
    readingMinutes: row.readingMinutes,
    cover: {
      key: row.cover.key,
      url: `/media/${row.cover.key}`,
      alt: row.cover.alt,
      width: row.cover.width,
      height: row.cover.height,
    },
    status: statusOf(row.publishedAt, deps.now()),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });

  async function existing(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(BLOG_ADMIN_MESSAGES.notFound);
    return row;
  }

  /** The slug asked for (it must be free), or one made from the title with -2, -3… if needed. */
  async function slugFor(input: ParsedPost, exceptId: string | null, tx: Transaction) {
    if (input.slug) {
      if (await repository.slugTaken(projectId, input.slug, exceptId, tx)) {
        throw new HttpError(409, BLOG_ADMIN_MESSAGES.slugTaken, {
          slug: BLOG_ADMIN_MESSAGES.slugTaken,
        });
      }
      return input.slug;
    }
    const base = slugOf(input.title) || 'article';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repository.slugTaken(projectId, candidate, exceptId, tx))) return candidate;
    }
  }

  async function valuesOf(input: ParsedPost, exceptId: string | null, tx: Transaction) {
    if (!(await repository.mediaExists(input.coverImageKey, tx))) {
      throw new HttpError(400, BLOG_ADMIN_MESSAGES.coverUnknown, {
        coverImageKey: BLOG_ADMIN_MESSAGES.coverUnknown,
      });
    }
    return {
      title: input.title,
      slug: await slugFor(input, exceptId, tx),
      excerpt: input.excerpt,
      author: input.author,
      body: input.body,
      tags: input.tags,
      coverImageKey: input.coverImageKey,
      readingMinutes: Math.max(1, Math.ceil(countWords(input.body) / WORDS_PER_MINUTE)),
    };
  }

  const EDITED = ['title', 'slug', 'excerpt', 'author', 'body', 'tags', 'coverImageKey'] as const;
  function changesOf(before: AdminBlogRow | null, after: Record<(typeof EDITED)[number], unknown>) {
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of EDITED) {
      const was = before ? before[field] : null;
      if (JSON.stringify(was) !== JSON.stringify(after[field])) {
        // The body can be long: the log says it changed, the article keeps the text.
        changes[field] =
          field === 'body'
            ? { before: before ? '…' : null, after: '…' }
            : { before: was, after: after[field] };
      }
    }
    return changes;
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list({
        projectId,
        search: query.search || undefined,
        status: query.status,
        now: deps.now(),
        offset: offsetOf(query),
        limit: query.limit,
      });
      return { data: rows.map(present), meta: pageMeta(query, total) };
    },

    async detail(id: string) {
      return present(await existing(id));
    },

    /** A new article is a draft until it is published or scheduled. */
    async create(actor: Actor, input: ParsedPost) {
      const id = await repository.transaction(async (tx) => {
        const values = await valuesOf(input, null, tx);
        const created = await repository.insert(projectId, values, tx);
        await deps.recordActivity(tx, actor, {
          action: 'blog.create',
          recordType: 'blog_post',
          recordId: created,
          changes: changesOf(null, values),
        });
        return created;
      });
      return present(await existing(id));
    },

    async update(actor: Actor, id: string, input: ParsedPost) {
      const target = await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        const values = await valuesOf(input, before.id, tx);
        await repository.update(before.id, values, tx);
        await deps.recordActivity(tx, actor, {
          action: 'blog.update',
          recordType: 'blog_post',
          recordId: before.id,
          changes: changesOf(before, values),
        });
        return before.id;
      });
      return present(await existing(target));
    },

    /** Publish now, schedule for a future moment, or take back to draft. */
    async publication(actor: Actor, id: string, change: BlogPublication) {
      const now = deps.now();
      let publishedAt: Date | null;
      if (change.action === 'publish') publishedAt = now;
      else if (change.action === 'unpublish') publishedAt = null;
      else {
        publishedAt = new Date(change.at);
        if (publishedAt.getTime() <= now.getTime()) {
          throw new HttpError(400, BLOG_ADMIN_MESSAGES.scheduleInPast, {
            at: BLOG_ADMIN_MESSAGES.scheduleInPast,
          });
        }
      }
      const target = await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        await repository.update(before.id, { publishedAt }, tx);
        await deps.recordActivity(tx, actor, {
          action: `blog.${change.action}`,
          recordType: 'blog_post',
          recordId: before.id,
          changes: {
            publishedAt: {
              before: before.publishedAt?.toISOString() ?? null,
              after: publishedAt?.toISOString() ?? null,
            },
          },
        });
        return before.id;
      });
      return present(await existing(target));
    },

    async remove(actor: Actor, id: string) {
      await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        await repository.remove(before.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'blog.delete',
          recordType: 'blog_post',
          recordId: before.id,
          changes: {
            title: { before: before.title, after: null },
            slug: { before: before.slug, after: null },
          },
        });
      });
    },

    /** A cover picture, stored as WebP renditions; the article takes its key when saved. */
    async uploadCover(actor: Actor, bytes: Buffer | undefined, alt: string | undefined) {
      const altText = (alt ?? '').trim();
      if (!altText || altText.length > ALT_MAX) {
        const message = altText ? BLOG_ADMIN_MESSAGES.altTooLong : BLOG_ADMIN_MESSAGES.altRequired;
        throw new HttpError(400, message, { alt: message });
      }
      if (!bytes?.length) {
        throw new HttpError(400, BLOG_ADMIN_MESSAGES.fileRequired, {
          file: BLOG_ADMIN_MESSAGES.fileRequired,
        });
      }
      const key = `cover-${randomUUID()}.webp`;
      return withStoredRenditions(deps.store, bytes, async (stored, largest) => {
        await repository.transaction(async (tx) => {
          await repository.addCover(storedUpload(key, altText, stored), tx);
          await deps.recordActivity(tx, actor, {
            action: 'blog.cover.upload',
            recordType: 'media',
            recordId: key,
            changes: { cover: { before: null, after: { key, alt: altText } } },
          });
        });
        return {
          key,
          url: `/media/${key}`,
          alt: altText,
          width: largest.width,
          height: largest.height,
        };
      });
    },
  };
}

export type AdminBlogService = ReturnType<typeof createAdminBlogService>;
