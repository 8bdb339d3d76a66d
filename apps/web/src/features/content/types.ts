import { isRecord } from '../../lib/storage';

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlogSummary {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  cover_image: ContentImage | null;
  author: string;
  published_at: string;
  tags: string[];
  reading_minutes: number;
}

export interface BlogDetail extends BlogSummary {
  html: string;
  related: BlogSummary[];
}

export interface BlogTag {
  tag: string;
  count: number;
}

export interface Faq {
  _id: string;
  question: string;
  answer: string;
  category: string;
  sort_order: number;
}

export interface PageSection {
  _id: string;
  heading: string;
  html: string;
  image: ContentImage | null;
}

export interface ContentPage {
  title: string;
  intro: string;
  sections: PageSection[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];

export function parseImage(value: unknown): ContentImage | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !value.url) return null;
  return {
    url: value.url,
    alt: text(value.alt),
    width: count(value.width),
    height: count(value.height),
  };
}

export function parseBlogSummary(value: unknown): BlogSummary | null {
  if (!isRecord(value) || typeof value._id !== 'string' || typeof value.title !== 'string') {
    return null;
  }
  return {
    _id: value._id,
    title: value.title,
    slug: text(value.slug),
    excerpt: text(value.excerpt),
    cover_image: parseImage(value.cover_image),
    author: text(value.author),
    published_at: text(value.published_at),
    tags: texts(value.tags),
    reading_minutes: count(value.reading_minutes),
  };
}

export function parseBlogDetail(value: unknown): BlogDetail | null {
  const summary = parseBlogSummary(value);
  if (!summary || !isRecord(value)) return null;
  const related = Array.isArray(value.related) ? value.related : [];
  return {
    ...summary,
    html: text(value.html),
    related: related.flatMap((item: unknown) => parseBlogSummary(item) ?? []),
  };
}

export function parseBlogTag(value: unknown): BlogTag | null {
  if (!isRecord(value) || typeof value.tag !== 'string' || !value.tag) return null;
  return { tag: value.tag, count: count(value.count) };
}

export function parseFaq(value: unknown): Faq | null {
  if (
    !isRecord(value) ||
    typeof value._id !== 'string' ||
    typeof value.question !== 'string' ||
    typeof value.answer !== 'string'
  ) {
    return null;
  }
  return {
    _id: value._id,
    question: value.question,
    answer: value.answer,
    category: text(value.category) || 'General',
    sort_order: count(value.sort_order),
  };
}

export function parseContentPage(value: unknown): ContentPage | null {
  if (!isRecord(value) || typeof value.title !== 'string') return null;
  const sections = Array.isArray(value.sections) ? value.sections : [];
  return {
    title: value.title,
    intro: text(value.intro),
    sections: sections.flatMap((section: unknown) =>
      isRecord(section) && typeof section._id === 'string'
        ? [
            {
              _id: section._id,
              heading: text(section.heading),
              html: text(section.html),
              image: parseImage(section.image),
            },
          ]
        : [],
    ),
  };
}
