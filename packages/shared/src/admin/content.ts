// The console's content forms (announcements, blog posts, FAQs, pages) and the admin API
// validate with these same rules.
import { z } from 'zod';
import { labelMaxLengthMessage } from '../validation/messages';
import { requiredString, text } from '../validation/rules';

export const CONTENT_LIMITS = {
  announcementMax: 200,
  titleMax: 150,
  slugMax: 150,
  excerptMax: 300,
  authorMax: 100,
  bodyMax: 50_000,
  tagMax: 40,
  tagsMax: 10,
  categoryMax: 80,
  questionMax: 300,
  answerMax: 5_000,
  headingMax: 150,
  introMax: 2_000,
  sectionsMax: 30,
} as const;

export const CONTENT_MESSAGES = {
  datesOrder: 'The end must be after the start.',
  date: 'Enter a date and time.',
  slugFormat: 'Use lowercase letters, digits and single dashes (e.g. caring-for-narra).',
  tagFormat: 'Tags use lowercase letters, digits and single dashes.',
  tagTwice: 'Each tag once.',
  coverRequired: 'Upload a cover picture first.',
  orderMismatch: 'List every item once, in the order to show them.',
} as const;

const bounded = (label: string, max: number) =>
  requiredString().max(max, { error: labelMaxLengthMessage(label, max) });

const optionalDate = z
  .union([z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.date }), z.null()])
  .optional()
  .transform((value) => value ?? null);

export const announcementInputSchema = z
  .object({
    text: bounded('Text', CONTENT_LIMITS.announcementMax),
    isActive: z.boolean(),
    startsAt: optionalDate,
    endsAt: optionalDate,
  })
  .superRefine((value, ctx) => {
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CONTENT_MESSAGES.datesOrder });
    }
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** The new order of a list: every id once. */
export const reorderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
});

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lowercase ASCII words joined by single dashes. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slugMax)
    .replace(/-+$/, '');
}

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogPostInputSchema = z
  .object({
    title: bounded('Title', CONTENT_LIMITS.titleMax),
    /** Empty: made from the title (and made unique). */
    slug: text()
      .trim()
      .toLowerCase()
      .max(CONTENT_LIMITS.slugMax, { error: labelMaxLengthMessage('Slug', CONTENT_LIMITS.slugMax) })
      .refine((value) => value === '' || SLUG_PATTERN.test(value), {
        error: CONTENT_MESSAGES.slugFormat,
      }),
    excerpt: bounded('Excerpt', CONTENT_LIMITS.excerptMax),
    author: bounded('Author', CONTENT_LIMITS.authorMax),
    body: bounded('Body', CONTENT_LIMITS.bodyMax),
    tags: z
      .array(
        text()
          .trim()
          .toLowerCase()
          .max(CONTENT_LIMITS.tagMax, {
            error: labelMaxLengthMessage('Tag', CONTENT_LIMITS.tagMax),
          })
          .regex(SLUG_PATTERN, { error: CONTENT_MESSAGES.tagFormat }),
      )
      .max(CONTENT_LIMITS.tagsMax, { error: `Use ${CONTENT_LIMITS.tagsMax} tags or fewer.` }),
    /** The uploaded cover picture (from the cover upload route). */
    coverImageKey: requiredString({ message: CONTENT_MESSAGES.coverRequired }).max(200),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.tags).size !== value.tags.length) {
      ctx.addIssue({ code: 'custom', path: ['tags'], message: CONTENT_MESSAGES.tagTwice });
    }
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** Publish now (`at` null), schedule (`at` in the future) or unpublish (back to draft). */
export const blogPublicationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({
    action: z.literal('schedule'),
    at: z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.date }),
  }),
  z.object({ action: z.literal('unpublish') }),
]);
export type BlogPublication = z.infer<typeof blogPublicationSchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(BLOG_STATUSES).optional(),
});

export const markdownPreviewSchema = z.object({
  markdown: text().max(CONTENT_LIMITS.bodyMax, {
    error: labelMaxLengthMessage('Body', CONTENT_LIMITS.bodyMax),
  }),
});

export const faqInputSchema = z.object({
  category: bounded('Group', CONTENT_LIMITS.categoryMax),
  question: bounded('Question', CONTENT_LIMITS.questionMax),
  answer: bounded('Answer', CONTENT_LIMITS.answerMax),
  isActive: z.boolean(),
});
export type FaqInput = z.input<typeof faqInputSchema>;

/** The new order of the FAQ groups, by name: every group once. */
export const faqGroupOrderSchema = z.object({
  categories: z.array(requiredString().max(CONTENT_LIMITS.categoryMax)).min(1).max(100),
});

export const EDITABLE_PAGES = ['about-us', 'terms', 'privacy'] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];

export const pageInputSchema = z.object({
  title: bounded('Title', CONTENT_LIMITS.titleMax),
  intro: text()
    .trim()
    .max(CONTENT_LIMITS.introMax, {
      error: labelMaxLengthMessage('Intro', CONTENT_LIMITS.introMax),
    }),
  sections: z
    .array(
      z.object({
        heading: bounded('Heading', CONTENT_LIMITS.headingMax),
        body: bounded('Text', CONTENT_LIMITS.bodyMax),
        /** A picture the section already shows (about us); kept as it is. */
        imageKey: z.string().max(200).nullable().default(null),
      }),
    )
    .max(CONTENT_LIMITS.sectionsMax),
});
export type PageInput = z.input<typeof pageInputSchema>;

/** What the legal pages fill in from the server's configuration (LEGAL_EFFECTIVE_DATE, …). */
export const LEGAL_PLACEHOLDER_TOKENS = {
  effectiveDate: '[Effective Date]',
  jurisdiction: '[Jurisdiction]',
} as const;

export const maintenanceInputSchema = z.object({ on: z.boolean() });

// What the admin API answers (the console parses responses with these).

export const adminAnnouncementSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const coverSchema = z.object({
  key: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const adminBlogPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int(),
  cover: coverSchema,
  status: z.enum(['draft', 'scheduled', 'published']),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const faqGroupsSchema = z.array(
  z.object({
    category: z.string(),
    questions: z.array(
      z.object({
        id: z.uuid(),
        category: z.string(),
        question: z.string(),
        answer: z.string(),
        isActive: z.boolean(),
        sortOrder: z.number().int(),
      }),
    ),
  }),
);

export const adminPageSchema = z.object({
  slug: z.string(),
  /** False until staff save it: the storefront shows its built-in text meanwhile. */
  stored: z.boolean(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(
    z.object({ heading: z.string(), body: z.string(), imageKey: z.string().nullable() }),
  ),
  updatedAt: z.string().nullable(),
  placeholders: z.array(z.object({ token: z.string(), value: z.string().nullable() })),
});

export const maintenanceStateSchema = z.object({
  on: z.boolean(),
  source: z.enum(['env', 'setting']),
});

export type BlogCover = z.infer<typeof coverSchema>;
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export type FaqGroups = z.infer<typeof faqGroupsSchema>;
export type AdminPage = z.infer<typeof adminPageSchema>;
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;
