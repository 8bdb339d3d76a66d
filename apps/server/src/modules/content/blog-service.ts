import type { ProductListItem } from '@shop/shared';
import { notFound } from '../../errors';
import type { BlogRepository, BlogSummaryRow } from './blog-repository';
import { renderMarkdown } from './markdown';
import { productLinksIn } from './product-links';
import { presentBlogSummary } from './presenters';

const RELATED_LIMIT = 3;
// Enough candidates to rank by shared tags without reading the whole blog.
const RELATED_CANDIDATES = 30;

export const ARTICLE_NOT_FOUND = 'The article does not exist.';

/** What an article needs of the catalogue: its list items, in the order asked, listed ones only. */
export interface LinkedProductSource {
  listItems(refs: readonly string[]): Promise<ProductListItem[]>;
}

export function createBlogService(
  repository: BlogRepository,
  projectId: string,
  products?: LinkedProductSource,
) {
  return {
    async list(query: { page: number; limit: number; tag?: string }) {
      const { rows, total } = await repository.listPublished({
        projectId,
        tag: query.tag?.toLowerCase(),
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        data: rows.map(presentBlogSummary),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    tags() {
      return repository.tagCounts(projectId);
    },

    /**
     * A published post by id or slug, rendered, with up to three related posts and the products
     * its Markdown links to (archived or unknown ones left out).
     */
    async get(idOrSlug: string) {
      const post = await repository.findPublished(projectId, idOrSlug);
      if (!post) throw notFound(ARTICLE_NOT_FOUND);
      const candidates = await repository.listSharingTags(
        projectId,
        post.id,
        post.tags,
        RELATED_CANDIDATES,
      );
      return {
        ...presentBlogSummary(post),
        html: renderMarkdown(post.body),
        related: rankBySharedTags(candidates, post.tags)
          .slice(0, RELATED_LIMIT)
          .map(presentBlogSummary),
        linked_products: products ? await products.listItems(productLinksIn(post.body)) : [],
      };
    },

    find(idOrSlug: string) {
      return repository.findPublished(projectId, idOrSlug);
    },

    listForSitemap() {
      return repository.listPublishedSlugs(projectId);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/** Most shared tags first; the candidates arrive newest first, and a stable sort keeps that. */
function rankBySharedTags(rows: BlogSummaryRow[], tags: string[]): BlogSummaryRow[] {
  const shared = (row: BlogSummaryRow) => row.tags.filter((tag) => tags.includes(tag)).length;
  return [...rows].sort((a, b) => shared(b) - shared(a));
}
