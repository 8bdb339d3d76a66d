/** What a crawler without JavaScript should learn about a page (title, description, Open Graph, JSON-LD). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or root-relative; made absolute with PUBLIC_URL. */
  canonical: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>[];
  /** Answer 404 (still with the app) when the page's subject does not exist. */
  notFound?: boolean;
}

export interface PageRequest {
  pathname: string;
  query: URLSearchParams;
}

/** Modules register resolvers for their own pages; the first non-null answer wins. */
export type PageMetaResolver = (page: PageRequest) => Promise<PageMeta | null> | PageMeta | null;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}
export type SitemapSource = () => Promise<SitemapEntry[]>;

export class SiteRegistry {
  private readonly resolvers: PageMetaResolver[] = [];
  private readonly sitemapSources: SitemapSource[] = [];

  addPageMeta(resolver: PageMetaResolver) {
    this.resolvers.push(resolver);
  }

  addSitemapSource(source: SitemapSource) {
    this.sitemapSources.push(source);
  }

  async resolve(page: PageRequest): Promise<PageMeta | null> {
    for (const resolver of this.resolvers) {
      const meta = await resolver(page);
      if (meta) return meta;
    }
    return null;
  }

  async sitemap(): Promise<SitemapEntry[]> {
    const lists = await Promise.all(this.sitemapSources.map((source) => source()));
    return lists.flat();
  }
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Puts the page's title, description, canonical, Open Graph and JSON-LD into index.html. */
export function injectPageMeta(html: string, meta: PageMeta, publicUrl: string): string {
  const absolute = (url: string) => new URL(url, publicUrl).toString();
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(meta.canonical))}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(meta.canonical))}">`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">`]
      : []),
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${tags.join('\n')}\n</head>`);
}
