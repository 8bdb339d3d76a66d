import type { FastifyInstance } from 'fastify';
import type { PageMeta } from '../../lib/page-meta';
import { ARTICLE_NOT_FOUND, type BlogService } from './blog-service';
import type { FaqRepository } from './faq-repository';
import type { PageRepository } from './page-repository';
import { mediaUrl } from './presenters';

export const SHOP_NAME = 'Casa Filipina Furniture';
const titled = (title: string) => `${title} | ${SHOP_NAME}`;

const STATIC_PAGES: Record<string, Omit<PageMeta, 'canonical'>> = {
  '/blogs': {
    title: titled('Blogs'),
    description:
      'Furniture care, buying guides and small-space ideas for Filipino homes, from the Casa Filipina Furniture team.',
  },
  '/our-locations': {
    title: titled('Our Locations'),
    description:
      'Visit a Casa Filipina Furniture showroom in Quezon City, Makati, Cebu or Davao: addresses, opening hours, phone numbers and maps.',
  },
  '/contact-us': {
    title: titled('Contact Us'),
    description:
      'Questions about an order, delivery, assembly or a product? Send us a message or call 8am-5pm, Mondays-Saturdays.',
  },
};

export interface ContentPageMetaDeps {
  blogs: BlogService;
  faqs: FaqRepository;
  pages: PageRepository;
}

/** Titles, descriptions and structured data of the content pages, and their sitemap entries. */
export function registerContentPageMeta(app: FastifyInstance, deps: ContentPageMetaDeps) {
  const { projectId, publicUrl } = app.config;
  const absolute = (url: string) => new URL(url, publicUrl).toString();

  app.site.addPageMeta(async ({ pathname }) => {
    const article = /^\/blog\/detail\/([^/]+)\/?$/.exec(pathname);
    if (article) return articleMeta(decode(article[1] ?? ''), pathname);
    if (pathname === '/faqs') return faqMeta();
    if (pathname === '/about-us') return aboutMeta();
    const page = STATIC_PAGES[pathname];
    return page ? { ...page, canonical: pathname } : null;
  });

  app.site.addSitemapSource(async () => {
    const posts = await deps.blogs.listForSitemap();
    return [
      ...['/blogs', '/faqs', '/about-us', '/our-locations', '/contact-us'].map((loc) => ({ loc })),
      ...posts.map((post) => ({ loc: `/blog/detail/${post.slug}`, lastmod: post.updatedAt })),
    ];
  });

  async function articleMeta(idOrSlug: string, pathname: string): Promise<PageMeta> {
    const post = idOrSlug ? await deps.blogs.find(idOrSlug) : undefined;
    if (!post) {
      return {
        title: titled('Article not found'),
        description: ARTICLE_NOT_FOUND,
        canonical: pathname,
        notFound: true,
      };
    }
    const canonical = `/blog/detail/${post.slug}`;
    const image = mediaUrl(post.cover.key);
    return {
      title: titled(post.title),
      description: post.excerpt,
      canonical,
      image,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          image: [absolute(image)],
          datePublished: post.publishedAt?.toISOString(),
          dateModified: post.updatedAt.toISOString(),
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: SHOP_NAME },
          mainEntityOfPage: absolute(canonical),
          keywords: post.tags.join(', '),
        },
      ],
    };
  }

  async function faqMeta(): Promise<PageMeta> {
    const rows = await deps.faqs.list(projectId);
    return {
      title: titled('Frequently Asked Questions'),
      description:
        'Answers about orders, delivery, payment, returns, assembly, warranties and your account at Casa Filipina Furniture.',
      canonical: '/faqs',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: rows.map((row) => ({
            '@type': 'Question',
            name: row.question,
            acceptedAnswer: { '@type': 'Answer', text: row.answer },
          })),
        },
      ],
    };
  }

  async function aboutMeta(): Promise<PageMeta> {
    const page = await deps.pages.find(projectId, 'about-us');
    return {
      title: titled(page?.title ?? 'About Us'),
      description: page?.intro ?? `The story of ${SHOP_NAME}.`,
      canonical: '/about-us',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: page?.title ?? 'About Us',
          url: absolute('/about-us'),
          about: { '@type': 'Organization', name: SHOP_NAME, url: absolute('/') },
        },
      ],
    };
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
