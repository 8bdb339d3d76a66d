import { summariseRatings, type RatingSummary } from '@shop/shared/reviews';
import type {
  BranchRow,
  CatalogueRepository,
  CatalogueRows,
  CategoryRow,
  ProductPage,
} from './repository';

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
  /** Epoch ms, as `createdAt` (a Date per product costs about 100 bytes). */
  updatedAt: number;
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

/**
 * A product's facet keys, the label of each new key noted; products with the same keys share
 * one list (read-only), since most products repeat a few materials and colours.
 */
function keysOf(
  values: (string | null)[],
  labels: Map<string, string>,
  lists: Map<string, string[]>,
): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    if (!value?.trim()) continue;
    const key = facetKey(value);
    keys.add(key);
    if (!labels.has(key)) labels.set(key, value.trim().replace(/\s+/g, ' '));
  }
  const id = [...keys].join('\u0000');
  let list = lists.get(id);
  if (!list) {
    list = [...keys];
    lists.set(id, list);
  }
  return list;
}

// One collator: localeCompare with options builds a new one per call (most of a 10k build).
const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const newestFirst = (a: ProductEntry, b: ProductEntry) =>
  b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);

/**
 * Builds a snapshot from the catalogue's rows and then its product pages as they arrive: each
 * page becomes entries at once and can be dropped, so the rows of the whole catalogue never
 * exist beside the snapshot (a 100,000-product shop's start-up peak, decision 043).
 */
export function snapshotBuilder(projectId: string, rows: CatalogueRows) {
  const stockBranches = rows.branches.filter((branch) => branch.status === 'ACTIVE');
  const branchIndex = new Map(stockBranches.map((branch, index) => [branch.id, index]));
  const defaultBranch = stockBranches.findIndex((branch) => branch.isDefault);
  const categories = buildCategories(rows.categories);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const toEntries = productEntries(rows, categoryById, branchIndex, stockBranches.length);
  const products: ProductEntry[] = [];
  return {
    add(page: ProductPage) {
      for (const product of toEntries(page)) products.push(product);
    },

    finish(): CatalogueSnapshot {
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
      products.sort(newestFirst);
      const materialLabels = new Map<string, string>();
      const colorLabels = new Map<string, string>();
      const keyLists = new Map<string, string[]>();
      for (const product of products) {
        const variantMaterials = product.variants.map((variant) => variant.material);
        product.materialKeys = keysOf(
          [...product.materials, ...variantMaterials],
          materialLabels,
          keyLists,
        );
        product.colorKeys = keysOf(
          product.variants.map((variant) => variant.color),
          colorLabels,
          keyLists,
        );
      }
      const productById = new Map(products.map((product) => [product.id, product]));
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
        productById,
        productByUrl: withRedirects(
          new Map(products.map((product) => [product.friendlyUrl, product])),
          productById,
          rows.redirects,
        ),
        announcements: rows.announcements,
        collections: buildCollections(rows, productById),
        searchTerms: [...rows.searchTerms].sort(),
        knownTerms: new Set(rows.searchTerms),
        materialLabels,
        colorLabels,
      };
    },
  };
}

/** Reads a project's catalogue and builds its snapshot, a page of products at a time. */
export async function loadSnapshot(
  repository: CatalogueRepository,
  projectId: string,
): Promise<CatalogueSnapshot> {
  const builder = snapshotBuilder(projectId, await repository.load(projectId));
  for await (const page of repository.productPages(projectId)) builder.add(page);
  return builder.finish();
}

/** A product's earlier friendly URLs find it too (its own URL wins over an old one). */
function withRedirects(
  byUrl: Map<string, ProductEntry>,
  byId: Map<string, ProductEntry>,
  redirects: [string, string][],
) {
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

/**
 * Turns a page of product rows into entries (products under only hidden categories left out).
 * What the pages share is kept across them: texts and pictures repeat from product to product.
 */
function productEntries(
  rows: CatalogueRows,
  categoryById: Map<string, CategoryEntry>,
  branchIndex: Map<string, number>,
  branchCount: number,
): (page: ProductPage) => ProductEntry[] {
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
  // Lists products repeat (the same materials, categories or pictures), one read-only copy each.
  const sharedLists = new Map<string, unknown[]>();
  const internList = <T>(kind: string, ids: string[], list: () => T[]): T[] => {
    const key = `${kind}\u0000${ids.join('\u0000')}`;
    let known = sharedLists.get(key) as T[] | undefined;
    if (!known) {
      known = list();
      sharedLists.set(key, known);
    }
    return known;
  };
  const sharedImages = new Map<string, ImageEntry>();
  const imageId = ([, key, alt, width, height, , widths]: ProductPage['images'][number]) =>
    JSON.stringify([key, alt, width, height, widths]);
  const imageEntry = (row: ProductPage['images'][number]) => {
    const id = imageId(row);
    let image = sharedImages.get(id);
    if (!image) {
      const [, key, alt, width, height, , widths] = row;
      image = { url: `/media/${key}`, alt, width, height, srcset: srcsetOf(key, widths) };
      sharedImages.set(id, image);
    }
    return image;
  };
  const imagesOf = (rows: ProductPage['images']) => {
    const ordered = rows.sort((a, b) => a[5] - b[5]);
    return internList('images', ordered.map(imageId), () => ordered.map(imageEntry));
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
  const ratingsOf = ratingCounts(rows.ratings);
  const inStockOf = (variants: VariantEntry[]) => {
    const inStock = Array.from({ length: branchCount }, (_, index) =>
      variants.some((variant) => (variant.stock[index] ?? 0) > 0),
    );
    return internList('inStock', inStock.map(String), () => inStock);
  };

  return (page) => {
    const stockByVariant = new Map<string, number[]>();
    for (const [variantId, quantities] of page.stock) {
      const stock = new Array<number>(branchCount).fill(0);
      for (const [branchId, quantity] of Object.entries(quantities)) {
        const index = branchIndex.get(branchId);
        if (index !== undefined) stock[index] = quantity;
      }
      stockByVariant.set(variantId, stock);
    }
    const variantsOf = groupBy(page.variants, (variant) => variant[1]);
    const imageRowsOf = groupBy(page.images, (image) => image[0]);
    const linksOf = groupBy(page.links, (link) => link[0]);

    const products: ProductEntry[] = [];
    for (const row of page.products) {
      const [id, tenantId, sku, name, friendlyUrl, description, materials] = row;
      const links = linksOf.get(id) ?? [];
      const categoryIds = links.map(([, categoryId]) => categoryId);
      const categories = internList('categories', categoryIds, () =>
        categoryIds
          .map((categoryId) => categoryById.get(categoryId))
          .filter((category): category is CategoryEntry => category?.visible === true),
      );
      // A product filed only under hidden categories is hidden with them.
      if (links.length > 0 && categories.length === 0) continue;
      const variants = (variantsOf.get(id) ?? [])
        .sort((a, b) => a[8] - b[8] || (a[2] < b[2] ? -1 : 1))
        .map(
          ([variantId, , variantSku, color, size, material, price, compareAt]): VariantEntry => ({
            id: variantId,
            sku: variantSku,
            color: intern(color),
            size: intern(size),
            material: intern(material),
            priceCentavos: price,
            compareAtPriceCentavos: compareAt,
            stock: stockByVariant.get(variantId) ?? new Array<number>(branchCount).fill(0),
          }),
        );
      const prices = variants.map((variant) => variant.priceCentavos);
      const [planName, planYears, planPrice] = [row[13], row[14], row[15]];
      products.push({
        id,
        tenantId,
        sku,
        name,
        friendlyUrl,
        description,
        materials: internList('materials', materials, () => materials.map(intern)),
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
        updatedAt: Date.parse(row[17]),
        categories,
        topCategoryIds: topsOf(categories),
        images: imagesOf(imageRowsOf.get(id) ?? []),
        variants,
        minPriceCentavos: prices.length > 0 ? Math.min(...prices) : 0,
        maxPriceCentavos: prices.length > 0 ? Math.max(...prices) : 0,
        inStock: inStockOf(variants),
        // Filled in once the products are in order, so a label is its newest product's spelling.
        materialKeys: [],
        colorKeys: [],
        rating: summariseRatings(ratingsOf.get(id) ?? []),
      });
    }
    return products;
  };
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

function buildCollections(rows: CatalogueRows, byId: Map<string, ProductEntry>): CollectionEntry[] {
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
  redirects: [],
  announcements: [],
  collections: [],
  collectionItems: [],
  searchTerms: [],
  ratings: [],
};
