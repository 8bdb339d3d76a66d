import { ANNOUNCEMENTS } from './announcements.js';
import { BRANCHES } from './branches.js';
import { buildCategories } from './build-categories.js';
import { buildProductImage, productImageKey } from './product-images.js';
import { generateProduct, planProducts } from './products.js';
import type { Catalogue, GenerateOptions, SeedImage, SeedProduct } from './types.js';

export type {
  Catalogue,
  FurnitureKind,
  GenerateOptions,
  ImageSpec,
  SeedAnnouncement,
  SeedBranch,
  SeedCategory,
  SeedDimensions,
  SeedImage,
  SeedProduct,
  SeedProtectionPlan,
  SeedSpecification,
  SeedVariant,
  SeedVariantOptions,
} from './types.js';
export { FURNITURE_KINDS } from './images/kinds.js';
export { renderProductImage } from './images/render.js';

/** Product count of the demo catalogue the server seeds by default. */
export const DEMO_PRODUCT_COUNT = 72;
export const DEFAULT_SEED = 20240611;

/** Pure and deterministic: the same options always give the same catalogue. */
export function generateCatalogue(options: GenerateOptions): Catalogue {
  const { productCount, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productCount must be a non-negative integer, got ${productCount}`);
  }
  const branches = BRANCHES.map((branch) => ({ ...branch }));
  const { categories, images: categoryImages, skuPrefixByCategory } = buildCategories();
  const plan = planProducts(
    seed >>> 0,
    productCount,
    branches.map((branch) => branch.key),
    skuPrefixByCategory,
  );

  const products: SeedProduct[] = new Array<SeedProduct>(productCount);
  const productImages = new Map<string, SeedImage>();
  for (let index = 0; index < productCount; index++) {
    const { product, images } = generateProduct(plan, index);
    products[index] = product;
    for (const { kind, colourKey } of images) {
      const key = productImageKey(kind, colourKey);
      if (!productImages.has(key)) productImages.set(key, buildProductImage(kind, colourKey));
    }
  }

  return {
    branches,
    categories,
    products,
    images: [...categoryImages, ...productImages.values()],
    announcements: ANNOUNCEMENTS.map((announcement) => ({ ...announcement })),
  };
}
