import { summariseRatings, type RatingSummary } from '@shop/shared/reviews';
import type { BranchRow, CatalogueRows, CategoryRow } from './repository';

export interface ImageEntry {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

/** `/media/photo-x.webp` → `/media/photo-x-w320.webp 320w, …` (docs/decisions/014). */
function srcsetOf(key: string, widths: number[] | null): string | null {
  if (!widths?.length || !key.endsWith('.webp')) return null;
  const base = key.slice(0, -'.webp'.length);
  return widths.map((width) => `/media/${base}-w${width}.webp ${width}w`).join(', ');
}

export interface VariantEntry {
  id: string;
  sku: string;
  color: string | null;
  size: string | null;
  material: string | null;
  priceCentavos: number;
  compareAtPriceCentavos: number | null;
  /** Units per branch, aligned with `CatalogueSnapshot.stockBranches`. */
  stock: number[];
}

export interface CategoryEntry extends Omit<CategoryRow, 'createdAt'> {
  createdAt: number;
  /** Active, and so is its parent: only visible categories are ever shown or matched. */
  visible: boolean;
}

export interface ProductEntry {
  id: string;
  tenantId: string | null;
  sku: string;
  name: string;
  friendlyUrl: string;
  description: string;
  materials: string[];
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  weightGrams: number;
  specifications: { label: string; value: string }[];
  isFeatured: boolean;
  /** The place staff gave it on the home page (null: after the placed ones, newest first). */
  featuredPosition: number | null;
  protectionPlan: { name: string; years: number; priceCentavos: number } | null;
  createdAt: number;
  updatedAt: Date;
  categories: CategoryEntry[];
  /** The top-level categories the product sits under. */
  topCategoryIds: Set<string>;
  images: ImageEntry[];
  variants: VariantEntry[];
  minPriceCentavos: number;
  maxPriceCentavos: number;
  /** Any variant on hand, per branch (aligned with `stockBranches`). */
  inStock: boolean[];
  /** Facet keys (see `facetKey`) of its materials (product's and variants') and colours. */
  materialKeys: string[];
  colorKeys: string[];
  /** Stars of its visible reviews; null without any. */
  rating: RatingSummary | null;
}

export interface CollectionEntry {
  id: string;
  name: string;
  slug: string;
  description: string;
  products: ProductEntry[];
}

/** One project's public catalogue, read once and shared by every request until it changes. */
export interface CatalogueSnapshot {
  projectId: string;
  version: number;
  /** Every branch, any status (the dropdown filters by status). */
  branches: BranchRow[];
  /** ACTIVE branches: the ones a shopper can pick and whose stock is shown. */
  stockBranches: BranchRow[];
  branchIndex: Map<string, number>;
  /** The is_default branch, else the first active one; -1 when there is none. */
  defaultBranchIndex: number;
  categories: CategoryEntry[];
  categoryById: Map<string, CategoryEntry>;
  categoryByUrl: Map<string, CategoryEntry>;
  /** Visible children of each category, by sort order then name. */
  childrenOf: Map<string, CategoryEntry[]>;
  /** Visible products, newest first (ties by id). */
  products: ProductEntry[];
  byName: ProductEntry[];
  /** Cheapest first by lowest variant price, then newest. */
  byPrice: ProductEntry[];
  productById: Map<string, ProductEntry>;
  productByUrl: Map<string, ProductEntry>;
  announcements: CatalogueRows['announcements'];
  collections: CollectionEntry[];
  /** The search vocabulary, sorted, for exact and prefix look-ups without a query. */
  searchTerms: string[];
  knownTerms: Set<string>;
  /** How each material and colour facet key is shown: its first spelling in the catalogue. */
  materialLabels: Map<string, string>;
  colorLabels: Map<string, string>;
}

/** Facet values match whatever their case or spacing: "Solid wood" and "solid  Wood" are one. */
export const facetKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

function keysOf(values: (string | null)[], labels: Map<string, string>): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    if (!value?.trim()) continue;
    const key = facetKey(value);
    keys.add(key);
    if (!labels.has(key)) labels.set(key, value.trim().replace(/\s+/g, ' '));
  }
  return [...keys];
}

// One collator: localeCompare with options builds a new one per call (most of a 10k build).
const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const newestFirst = (a: ProductEntry, b: ProductEntry) =>
  b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);

export function buildSnapshot(projectId: string, rows: CatalogueRows): CatalogueSnapshot {
  const stockBranches = rows.branches.filter((branch) => branch.status === 'ACTIVE');
  const branchIndex = new Map(stockBranches.map((branch, index) => [branch.id, index]));
  const defaultBranch = stockBranches.findIndex((branch) => branch.isDefault);

  const categories = buildCategories(rows.categories);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const childrenOf = new Map<string, CategoryEntry[]>();
  for (const category of categories) {
    if (!category.visible || !category.parentId) continue;
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }
  for (const siblings of childrenOf.values()) {
    siblings.sort((a, b) => a.sortOrder - b.sortOrder || compareText(a.name, b.name));
  }

  const products = buildProducts(rows, categoryById, branchIndex, stockBranches.length);
  products.sort(newestFirst);
  const materialLabels = new Map<string, string>();
  const colorLabels = new Map<string, string>();
  for (const product of products) {
    const variantMaterials = product.variants.map((variant) => variant.material);
    product.materialKeys = keysOf([...product.materials, ...variantMaterials], materialLabels);
    product.colorKeys = keysOf(
      product.variants.map((variant) => variant.color),
      colorLabels,
    );
  }
  const collections = buildCollections(rows, products);
  return {
    projectId,
    version: rows.version,
    branches: rows.branches,
    stockBranches,
    branchIndex,
    defaultBranchIndex: defaultBranch >= 0 ? defaultBranch : stockBranches.length > 0 ? 0 : -1,
    categories,
    categoryById,
    categoryByUrl: new Map(categories.map((category) => [category.friendlyUrl, category])),
    childrenOf,
    products,
    byName: [...products].sort((a, b) => compareText(a.name, b.name) || newestFirst(a, b)),
    byPrice: [...products].sort(
      (a, b) => a.minPriceCentavos - b.minPriceCentavos || newestFirst(a, b),
    ),
    productById: new Map(products.map((product) => [product.id, product])),
    productByUrl: withRedirects(
      new Map(products.map((product) => [product.friendlyUrl, product])),
      rows.redirects,
    ),
    announcements: rows.announcements,
    collections,
    searchTerms: [...rows.searchTerms].sort(),
    knownTerms: new Set(rows.searchTerms),
    materialLabels,
    colorLabels,
  };
}

/** A product's earlier friendly URLs find it too (its own URL wins over an old one). */
function withRedirects(byUrl: Map<string, ProductEntry>, redirects: [string, string][]) {
  const byId = new Map([...byUrl.values()].map((product) => [product.id, product]));
  for (const [fromUrl, productId] of redirects) {
    const product = byId.get(productId);
    if (product && !byUrl.has(fromUrl)) byUrl.set(fromUrl, product);
  }
  return byUrl;
}

function buildCategories(rows: CategoryRow[]): CategoryEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return {
      ...row,
      createdAt: row.createdAt.getTime(),
      visible: row.isActive && (!row.parentId || parent?.isActive === true),
    };
  });
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

function buildProducts(
  rows: CatalogueRows,
  categoryById: Map<string, CategoryEntry>,
  branchIndex: Map<string, number>,
  branchCount: number,
): ProductEntry[] {
  const stockByVariant = new Map<string, number[]>();
  for (const [variantId, quantities] of rows.stock) {
    const stock = new Array<number>(branchCount).fill(0);
    for (const [branchId, quantity] of Object.entries(quantities)) {
      const index = branchIndex.get(branchId);
      if (index !== undefined) stock[index] = quantity;
    }
    stockByVariant.set(variantId, stock);
  }
  // Products share most of their texts (specifications, materials, options) and pictures: one
  // copy of each in memory instead of one per product (a 100,000-product shop, decision 040).
  const shared = new Map<string, string>();
  const intern = <T extends string | null>(text: T): T => {
    if (text === null) return text;
    const known = shared.get(text);
    if (known !== undefined) return known as T;
    shared.set(text, text);
    return text;
  };
  const sharedSpecs = new Map<string, { label: string; value: string }>();
  const internSpec = (spec: { label: string; value: string }) => {
    const key = `${spec.label}\u0000${spec.value}`;
    let known = sharedSpecs.get(key);
    if (!known) {
      known = { label: intern(spec.label), value: intern(spec.value) };
      sharedSpecs.set(key, known);
    }
    return known;
  };
  const sharedImages = new Map<string, ImageEntry>();
  const imageEntry = ([, key, alt, width, height, , widths]: CatalogueRows['images'][number]) => {
    const id = JSON.stringify([key, alt, width, height, widths]);
    let image = sharedImages.get(id);
    if (!image) {
      image = { url: `/media/${key}`, alt, width, height, srcset: srcsetOf(key, widths) };
      sharedImages.set(id, image);
    }
    return image;
  };
  const sharedTops = new Map<string, Set<string>>();
  const topsOf = (categories: CategoryEntry[]) => {
    const ids = [...new Set(categories.map((category) => category.parentId ?? category.id))];
    const key = ids.join();
    let tops = sharedTops.get(key);
    if (!tops) {
      tops = new Set(ids);
      sharedTops.set(key, tops);
    }
    return tops;
  };
  const variantsOf = groupBy(rows.variants, (variant) => variant[1]);
  const imagesOf = groupBy(rows.images, (image) => image[0]);
  const linksOf = groupBy(rows.links, (link) => link[0]);
  const ratingsOf = ratingCounts(rows.ratings);

  const products: ProductEntry[] = [];
  for (const row of rows.products) {
    const [id, tenantId, sku, name, friendlyUrl, description, materials] = row;
    const links = linksOf.get(id) ?? [];
    const categories = links
      .map(([, categoryId]) => categoryById.get(categoryId))
      .filter((category): category is CategoryEntry => category?.visible === true);
    // A product filed only under hidden categories is hidden with them.
    if (links.length > 0 && categories.length === 0) continue;
    const variants = (variantsOf.get(id) ?? [])
      .sort((a, b) => a[8] - b[8] || (a[2] < b[2] ? -1 : 1))
      .map(([variantId, , variantSku, color, size, material, price, compareAt]): VariantEntry => ({
        id: variantId,
        sku: variantSku,
        color: intern(color),
        size: intern(size),
        material: intern(material),
        priceCentavos: price,
        compareAtPriceCentavos: compareAt,
        stock: stockByVariant.get(variantId) ?? new Array<number>(branchCount).fill(0),
      }));
    const prices = variants.map((variant) => variant.priceCentavos);
    const [planName, planYears, planPrice] = [row[13], row[14], row[15]];
    products.push({
      id,
      tenantId,
      sku,
      name,
      friendlyUrl,
      description,
      materials: materials.map(intern),
      widthCm: row[7],
      depthCm: row[8],
      heightCm: row[9],
      weightGrams: row[10],
      specifications: row[11].map(internSpec),
      isFeatured: row[12],
      featuredPosition: row[18],
      protectionPlan:
        planName !== null && planYears !== null && planPrice !== null
          ? { name: planName, years: planYears, priceCentavos: planPrice }
          : null,
      createdAt: Date.parse(row[16]),
      updatedAt: new Date(row[17]),
      categories,
      topCategoryIds: topsOf(categories),
      images: (imagesOf.get(id) ?? []).sort((a, b) => a[5] - b[5]).map(imageEntry),
      variants,
      minPriceCentavos: prices.length > 0 ? Math.min(...prices) : 0,
      maxPriceCentavos: prices.length > 0 ? Math.max(...prices) : 0,
      inStock: Array.from({ length: branchCount }, (_, index) =>
        variants.some((variant) => (variant.stock[index] ?? 0) > 0),
      ),
      // Filled in once the products are in order, so a label is its newest product's spelling.
      materialKeys: [],
      colorKeys: [],
      rating: summariseRatings(ratingsOf.get(id) ?? []),
    });
  }
  return products;
}

/** Review counts per product, 5 stars first (the shape `summariseRatings` reads). */
function ratingCounts(rows: CatalogueRows['ratings']): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  for (const [productId, stars, count] of rows) {
    if (stars < 1 || stars > 5) continue;
    let row = counts.get(productId);
    if (!row) {
      row = [0, 0, 0, 0, 0];
      counts.set(productId, row);
    }
    row[5 - stars] = count;
  }
  return counts;
}

function buildCollections(rows: CatalogueRows, products: ProductEntry[]): CollectionEntry[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const itemsOf = groupBy(rows.collectionItems, (item) => item[0]);
  return rows.collections.map((collection) => ({
    ...collection,
    products: (itemsOf.get(collection.id) ?? [])
      .sort((a, b) => a[2] - b[2])
      .map(([, productId]) => byId.get(productId))
      .filter((product): product is ProductEntry => product !== undefined),
  }));
}

/** What a project without any catalogue sees. */
export const EMPTY_ROWS: CatalogueRows = {
  version: 0,
  branches: [],
  categories: [],
  products: [],
  links: [],
  images: [],
  redirects: [],
  variants: [],
  stock: [],
  announcements: [],
  collections: [],
  collectionItems: [],
  searchTerms: [],
  ratings: [],
};
