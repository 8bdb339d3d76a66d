// Responses of the content endpoints (blog, FAQs, pages, site settings, contact): the server
// declares them on its routes (they also filter what it sends) and the web parses what it
// receives with the `data` schemas. zod/mini, like every contract the web parses
// (docs/decisions/011).
import * as z from 'zod/mini';
import { productListItemSchema } from './catalogue';
import { listMetaSchema } from './list-meta';

export const contentImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const blogSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: contentImageSchema,
  author: z.string(),
  published_at: z.string(),
  tags: z.array(z.string()),
  reading_minutes: z.number(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogDetailDataSchema = z.extend(blogSummarySchema, {
  html: z.string(),
  related: z.array(blogSummarySchema),
  /** Products the article links to, in the order of its links; archived or unknown ones left out. */
  linked_products: z.array(productListItemSchema),
});
export type BlogDetail = z.infer<typeof blogDetailDataSchema>;

export const blogTagSchema = z.object({ tag: z.string(), count: z.number() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const faqSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  sort_order: z.number(),
});
export type Faq = z.infer<typeof faqSchema>;

export const pageSectionSchema = z.object({
  _id: z.string(),
  heading: z.string(),
  html: z.string(),
  image: z.nullable(contentImageSchema),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

export const contentPageDataSchema = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(pageSectionSchema),
});
export type ContentPage = z.infer<typeof contentPageDataSchema>;

export const siteSettingsDataSchema = z.object({
  maintenance: z.boolean(),
  legal: z.object({
    effectiveDate: z.nullable(z.string()),
    jurisdiction: z.nullable(z.string()),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsDataSchema>;

export const createdDataSchema = z.object({ _id: z.string() });
export type Created = z.infer<typeof createdDataSchema>;

// Whole response bodies, as the server's routes declare them.
export const blogListSchema = z.object({ data: z.array(blogSummarySchema), meta: listMetaSchema });
export const blogDetailSchema = z.object({ data: blogDetailDataSchema });
export const blogTagsSchema = z.object({ data: z.array(blogTagSchema) });
export const faqListSchema = z.object({ data: z.array(faqSchema) });
export const pageSchema = z.object({ data: contentPageDataSchema });
/** Terms or privacy: the text staff wrote, or null while the built-in text stands. */
export const legalPageDataSchema = z.nullable(contentPageDataSchema);
export const legalPageSchema = z.object({ data: legalPageDataSchema });
export const siteSettingsSchema = z.object({ data: siteSettingsDataSchema });
export const createdSchema = z.object({ data: createdDataSchema });
