import type { PageMeta } from '../../lib/page-meta';
import { mediaUrl } from './presenters';
import { SHOP_NAME, summary } from './product-page-meta';
import type { CatalogueSnapshot, CategoryEntry } from './snapshot';

export const categoryPath = (urls: string[]) =>
  `/products?${urls.map((url) => `category=${encodeURIComponent(url)}`).join('&')}`;

const ALL_PRODUCTS: PageMeta = {
  title: `Shop all furniture | ${SHOP_NAME}`,
  description:
    'Sofas, beds, dining sets, office and outdoor furniture and décor, priced in pesos and delivered across the Philippines.',
  canonical: '/products',
};

/** `/products?category=…`: the categories' names and descriptions; the canonical lists them. */
export function listingPageMeta(snapshot: CatalogueSnapshot, query: URLSearchParams): PageMeta {
  const urls = query
    .getAll('category')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (urls.length === 0) return ALL_PRODUCTS;
  const categories = [...new Set(urls)]
    .sort()
    .map((url) => snapshot.categoryByUrl.get(url))
    .filter((category): category is CategoryEntry => category?.visible === true);
  if (categories.length === 0) {
    return { ...ALL_PRODUCTS, title: `Category not found | ${SHOP_NAME}`, notFound: true };
  }
  const [first] = categories;
  return {
    title: `${categories.map((category) => category.name).join(', ')} | ${SHOP_NAME}`,
    description: summary(categories.map((category) => category.description).join(' ')),
    canonical: categoryPath(categories.map((category) => category.friendlyUrl)),
    image: first ? (mediaUrl(first.imageKey) ?? undefined) : undefined,
  };
}
