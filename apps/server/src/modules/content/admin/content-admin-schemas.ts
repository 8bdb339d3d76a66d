import { z } from 'zod';

export const idParams = z.object({ id: z.string().max(100) });

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
