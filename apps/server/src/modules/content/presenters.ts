import type { BlogSummaryRow } from './blog-repository';

interface ImageRow {
  key: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export const mediaUrl = (key: string) => `/media/${key}`;

export function presentImage(image: ImageRow) {
  return {
    url: mediaUrl(image.key),
    alt: image.alt,
    width: image.width ?? 0,
    height: image.height ?? 0,
  };
}

export function presentBlogSummary(row: BlogSummaryRow) {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: presentImage(row.cover),
    author: row.author,
    // Only published rows are read, so the date is always there.
    published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
    tags: row.tags,
    reading_minutes: row.readingMinutes,
  };
}
