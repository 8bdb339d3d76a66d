import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './catalogue';
import { boolean, id, integer, jsonb, text, timestamp, timestamps, uuid } from './columns';

/** Articles of the shop's blog; the body is Markdown, rendered to safe HTML when read. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    projectId: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    author: text().notNull(),
    body: text().notNull(),
    coverImageKey: text()
      .notNull()
      .references(() => media.key),
    /** Lowercase, so the tag filter is an exact array match. */
    tags: text().array().notNull().default([]),
    readingMinutes: integer().notNull(),
    /** Null is a draft; a future date is scheduled. Only past dates are public. */
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_project_slug_uq').on(t.projectId, t.slug),
    index('blog_posts_published_idx').on(t.projectId, t.publishedAt),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    projectId: text().notNull(),
    category: text().notNull(),
    /** Position of the category on the page; every question of a category carries the same. */
    categoryOrder: integer().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('faqs_project_order_idx').on(t.projectId, t.categoryOrder, t.sortOrder)],
);

/** Editorial pages made of sections (about-us). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    projectId: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    intro: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('content_pages_project_slug_uq').on(t.projectId, t.slug)],
);

export const pageSections = pgTable(
  'page_sections',
  {
    id: id(),
    pageId: uuid()
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    heading: text().notNull(),
    /** Markdown. */
    body: text().notNull(),
    imageKey: text().references(() => media.key),
    sortOrder: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('page_sections_page_idx').on(t.pageId, t.sortOrder)],
);

/** Messages sent through the contact form, kept even when mail delivery fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    projectId: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    ...timestamps,
  },
  (t) => [index('contact_messages_created_idx').on(t.projectId, t.createdAt)],
);

/** Operator-controlled switches of a shop (maintenance mode), shared by every node. */
export const siteSettings = pgTable(
  'site_settings',
  {
    projectId: text().notNull(),
    key: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.key] })],
);
