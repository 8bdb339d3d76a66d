import { listMetaSchema } from '@shop/shared/api';
import { z } from 'zod';

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});

export const blogSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: imageSchema,
  author: z.string(),
  published_at: z.string(),
  tags: z.array(z.string()),
  reading_minutes: z.number(),
});

export const blogListSchema = z.object({ data: z.array(blogSummarySchema), meta: listMetaSchema });

export const blogDetailSchema = z.object({
  data: blogSummarySchema.extend({ html: z.string(), related: z.array(blogSummarySchema) }),
});

export const blogTagsSchema = z.object({
  data: z.array(z.object({ tag: z.string(), count: z.number() })),
});

export const faqListSchema = z.object({
  data: z.array(
    z.object({
      _id: z.string(),
      question: z.string(),
      answer: z.string(),
      category: z.string(),
      sort_order: z.number(),
    }),
  ),
});

export const pageSchema = z.object({
  data: z.object({
    title: z.string(),
    intro: z.string(),
    sections: z.array(
      z.object({
        _id: z.string(),
        heading: z.string(),
        html: z.string(),
        image: imageSchema.nullable(),
      }),
    ),
  }),
});

export const siteSettingsSchema = z.object({
  data: z.object({
    maintenance: z.boolean(),
    legal: z.object({ effectiveDate: z.string().nullable(), jurisdiction: z.string().nullable() }),
  }),
});

export const createdSchema = z.object({ data: z.object({ _id: z.string() }) });

/** Optional text query parameter; blank counts as absent. */
export const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be ${max} characters or fewer.`)
    .optional()
    .transform((value) => value || undefined);
