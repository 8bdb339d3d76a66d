import { formatPriceRange, fromCentavos } from '@shop/shared';
import type { PageMeta } from '../../lib/page-meta';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

export const SHOP_NAME = 'Casa Filipina Furniture';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export const productPath = (product: ProductEntry) => `/product/detail/${product.friendlyUrl}`;

/** Cut at a word boundary so search snippets do not end mid-word. */
export function summary(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

function offers(product: ProductEntry, url: string) {
  if (product.variants.length === 0) return undefined;
  // Crawlers are told about the shop as a whole: in stock at any branch.
  const availability = product.inStock.some(Boolean) ? IN_STOCK : OUT_OF_STOCK;
  const low = fromCentavos(product.minPriceCentavos).toFixed(2);
  const high = fromCentavos(product.maxPriceCentavos).toFixed(2);
  if (low === high) {
    return { '@type': 'Offer', url, priceCurrency: 'PHP', price: low, availability };
  }
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'PHP',
    lowPrice: low,
    highPrice: high,
    offerCount: product.variants.length,
    availability,
  };
}

/** Title, description, canonical, Open Graph image and Product JSON-LD of a product page. */
export function productPageMeta(
  snapshot: CatalogueSnapshot,
  idOrUrl: string,
  publicUrl: string,
): PageMeta {
  const product = snapshot.productById.get(idOrUrl) ?? snapshot.productByUrl.get(idOrUrl);
  if (!product) {
    return {
      title: `Product not found | ${SHOP_NAME}`,
      description: 'This product is not in our catalogue any more. Browse our other furniture.',
      canonical: '/products',
      notFound: true,
    };
  }
  const canonical = productPath(product);
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const prices = formatPriceRange(
    product.variants.map((variant) => ({ price: fromCentavos(variant.priceCentavos) })),
  );
  return {
    title: `${product.name} | ${SHOP_NAME}`,
    description: summary(prices ? `${prices}. ${product.description}` : product.description),
    canonical,
    image: product.images[0]?.url,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        image: product.images.map((image) => absolute(image.url)),
        description: product.description,
        sku: product.sku,
        brand: { '@type': 'Brand', name: SHOP_NAME },
        category: product.categories[0]?.name,
        offers: offers(product, absolute(canonical)),
        // Only with reviews: an empty AggregateRating is invalid structured data.
        aggregateRating: product.rating
          ? {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
              bestRating: 5,
              worstRating: 1,
            }
          : undefined,
      },
    ],
  };
}
