import type { FastifyInstance } from 'fastify';
import type { SitemapEntry } from '../../lib/page-meta';
import { categoryPath, listingPageMeta } from './listing-page-meta';
import { productPageMeta, productPath } from './product-page-meta';

const PRODUCT_PAGE = /^\/(?:products|product)\/detail\/([^/]+)\/?$/;

/**
 * Server-rendered metadata for product and listing pages (crawlers without JavaScript see it)
 * and the sitemap's product and category URLs, all from the in-memory catalogue.
 */
export function registerCatalogueSeo(app: FastifyInstance) {
  const { projectId, publicUrl } = app.config;

  app.site.addPageMeta(async (page) => {
    const product = PRODUCT_PAGE.exec(page.pathname);
    if (product?.[1]) {
      const view = await app.catalogue.view(projectId);
      return productPageMeta(view.snapshot, decodeSegment(product[1]), publicUrl);
    }
    if (page.pathname === '/products' || page.pathname === '/products/') {
      return listingPageMeta((await app.catalogue.view(projectId)).snapshot, page.query);
    }
    return null;
  });

  app.site.addSitemapSource(async (): Promise<SitemapEntry[]> => {
    const { snapshot } = await app.catalogue.view(projectId);
    const categories = snapshot.categories
      .filter((category) => category.visible)
      .map((category) => ({
        loc: categoryPath([category.friendlyUrl]),
        lastmod: category.updatedAt,
      }));
    const products = snapshot.products.map((product) => ({
      loc: productPath(product),
      lastmod: new Date(product.updatedAt),
    }));
    return [{ loc: '/products' }, ...categories, ...products];
  });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
