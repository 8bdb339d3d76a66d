import { z } from 'zod';
import { DEFAULT_COVER, isFurnitureKind, resolveColor, type CoverSpec } from './cover-art';
import { parseFrontMatter, splitList } from './front-matter';
import { countWords, firstParagraphText } from './markdown';

export interface BlogPostInput {
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  tags: string[];
  /** Null: a draft. */
  publishedAt: Date | null;
  readingMinutes: number;
  cover: CoverSpec;
}

const WORDS_PER_MINUTE = 200;
const EXCERPT_MAX = 300;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A bare date is a morning in Manila, so it is the same day for every reader in the country.
const MANILA_MORNING = 'T09:00:00+08:00';

const publishedSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^(false|draft|no)?$/i.test(value)) return null;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value + MANILA_MORNING : value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: 'must be a date (2026-03-14), or false' });
      return z.NEVER;
    }
    return date;
  });

const attributesSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(200),
  slug: z.string().trim().regex(SLUG, 'must be lowercase words joined by -').max(120),
  author: z.string().trim().min(1, 'is required').max(100),
  published: publishedSchema,
  tags: z
    .string()
    .optional()
    .transform((value) => [...new Set(splitList(value).map((tag) => tag.toLowerCase()))])
    .pipe(z.array(z.string().max(40, 'must be 40 characters or fewer each')).max(10)),
  excerpt: z.string().trim().max(EXCERPT_MAX).optional(),
  cover: z
    .string()
    .optional()
    .transform((value) => splitList(value))
    .pipe(
      z
        .array(z.string().refine(isFurnitureKind, 'must name furniture kinds (sofa, bed, …)'))
        .max(3),
    ),
  cover_color: z
    .string()
    .trim()
    .refine((value) => resolveColor(value) !== undefined, 'must be a palette colour or #rrggbb')
    .optional(),
  cover_accent: z
    .string()
    .trim()
    .refine((value) => resolveColor(value) !== undefined, 'must be a palette colour or #rrggbb')
    .optional(),
  cover_alt: z.string().trim().max(200).optional(),
});

export class BlogDocumentError extends Error {}

/**
 * One Markdown file with front matter (title, slug, author, published, tags, excerpt and
 * optionally cover, cover_color, cover_accent, cover_alt) to a post ready to store.
 * `slug` defaults to the file name.
 */
export function parseBlogDocument(source: string, fileSlug?: string): BlogPostInput {
  const { attributes, body } = parseFrontMatter(source);
  const parsed = attributesSchema.safeParse({ slug: fileSlug, ...attributes });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new BlogDocumentError(problems.join('; '));
  }
  if (!body) throw new BlogDocumentError('the article has no text');
  const data = parsed.data;
  return {
    slug: data.slug,
    title: data.title,
    author: data.author,
    excerpt: data.excerpt ?? truncate(firstParagraphText(body), EXCERPT_MAX),
    body,
    tags: data.tags,
    publishedAt: data.published,
    readingMinutes: Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE)),
    cover: {
      kinds: data.cover.length > 0 ? (data.cover as CoverSpec['kinds']) : DEFAULT_COVER.kinds,
      color: data.cover_color ?? DEFAULT_COVER.color,
      accent: data.cover_accent ?? DEFAULT_COVER.accent,
      alt: data.cover_alt,
    },
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
