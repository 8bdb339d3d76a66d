import type { CatalogueSnapshot, ProductEntry } from './snapshot';

/**
 * The shopper's furniture filters (issue #11, item 14). Values within a group are alternatives
 * (oak or acacia); groups narrow each other (oak and in stock).
 */
export interface FacetFilters {
  /** Facet keys (`facetKey`); null when the group is not in use. */
  materials: Set<string> | null;
  colors: Set<string> | null;
  minPriceCentavos?: number;
  maxPriceCentavos?: number;
  inStock: boolean;
  minWidthCm?: number;
  maxWidthCm?: number;
}

// One bit per group: a product's misses in one number, so a facet can ignore its own group.
const MATERIAL = 1;
const COLOR = 2;
const PRICE = 4;
const STOCK = 8;
const WIDTH = 16;

/** No filter group is in use: every product passes. */
export const noFilters = (filters: FacetFilters) =>
  !filters.materials &&
  !filters.colors &&
  filters.minPriceCentavos === undefined &&
  filters.maxPriceCentavos === undefined &&
  !filters.inStock &&
  filters.minWidthCm === undefined &&
  filters.maxWidthCm === undefined;

const hasAny = (keys: string[], wanted: Set<string>) => keys.some((key) => wanted.has(key));

/** The filter groups a product fails, as bits; 0 when it passes every one. */
export function missedGroups(
  product: ProductEntry,
  filters: FacetFilters,
  branchIndex: number,
): number {
  let missed = 0;
  if (filters.materials && !hasAny(product.materialKeys, filters.materials)) missed |= MATERIAL;
  if (filters.colors && !hasAny(product.colorKeys, filters.colors)) missed |= COLOR;
  const { minPriceCentavos: minPrice, maxPriceCentavos: maxPrice } = filters;
  if (
    (minPrice !== undefined || maxPrice !== undefined) &&
    // Some variant within the range: a sofa offered from ₱18,000 to ₱26,000 is "under ₱20,000".
    !product.variants.some(
      (variant) =>
        variant.priceCentavos >= (minPrice ?? 0) &&
        variant.priceCentavos <= (maxPrice ?? Number.MAX_SAFE_INTEGER),
    )
  ) {
    missed |= PRICE;
  }
  if (filters.inStock && product.inStock[branchIndex] !== true) missed |= STOCK;
  const { minWidthCm: minWidth, maxWidthCm: maxWidth } = filters;
  if (
    (minWidth !== undefined || maxWidth !== undefined) &&
    // A product without a measured width cannot be said to fit.
    (product.widthCm === null ||
      product.widthCm < (minWidth ?? 0) ||
      product.widthCm > (maxWidth ?? Number.MAX_SAFE_INTEGER))
  ) {
    missed |= WIDTH;
  }
  return missed;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface FacetRange {
  min: number | null;
  max: number | null;
}

export interface ProductFacets {
  /** Products matching every filter. */
  total: number;
  /** Matching products per visible category id (their categories as filed). */
  categoryCounts: Map<string, number>;
  materials: FacetOption[];
  colors: FacetOption[];
  /** Products in stock at the branch among those matching the other filters. */
  inStockCount: number;
  /** Lowest and highest variant price (centavos) among those matching the other filters. */
  priceCentavos: FacetRange;
  widthCm: FacetRange;
}

class RangeTally {
  min: number | null = null;
  max: number | null = null;

  add(low: number | null, high: number | null = low) {
    if (low === null || high === null) return;
    if (this.min === null || low < this.min) this.min = low;
    if (this.max === null || high > this.max) this.max = high;
  }
}

function tally(counts: Map<string, number>, keys: string[]) {
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Options by count, then label; a selected option stays listed (at 0) so it can be unticked. */
function optionsOf(
  counts: Map<string, number>,
  labels: Map<string, string>,
  selected: Set<string> | null,
): FacetOption[] {
  for (const key of selected ?? []) if (!counts.has(key)) counts.set(key, 0);
  return [...counts]
    .map(([value, count]) => ({ value, label: labels.get(value) ?? value, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'));
}

/**
 * Facet counts in one pass over the products in scope (search and category already applied).
 * Each group's counts reflect every other active filter but not its own, so ticking "Oak"
 * leaves "Acacia" with the count it would add; a product missing two groups counts nowhere.
 */
export function computeFacets(
  snapshot: CatalogueSnapshot,
  scope: Iterable<ProductEntry>,
  filters: FacetFilters,
  branchIndex: number,
): ProductFacets {
  let total = 0;
  let inStockCount = 0;
  const categoryCounts = new Map<string, number>();
  const materials = new Map<string, number>();
  const colors = new Map<string, number>();
  const price = new RangeTally();
  const width = new RangeTally();
  for (const product of scope) {
    const missed = missedGroups(product, filters, branchIndex);
    // More than one group missed: no single filter's removal would bring it back.
    if (missed & (missed - 1)) continue;
    if (missed === 0) {
      total++;
      for (const category of product.categories) {
        categoryCounts.set(category.id, (categoryCounts.get(category.id) ?? 0) + 1);
      }
    }
    if (missed === 0 || missed === MATERIAL) tally(materials, product.materialKeys);
    if (missed === 0 || missed === COLOR) tally(colors, product.colorKeys);
    if ((missed === 0 || missed === STOCK) && product.inStock[branchIndex] === true) {
      inStockCount++;
    }
    if (missed === 0 || missed === PRICE) {
      price.add(product.minPriceCentavos, product.maxPriceCentavos);
    }
    if (missed === 0 || missed === WIDTH) width.add(product.widthCm);
  }
  return {
    total,
    categoryCounts,
    materials: optionsOf(materials, snapshot.materialLabels, filters.materials),
    colors: optionsOf(colors, snapshot.colorLabels, filters.colors),
    inStockCount,
    priceCentavos: { min: price.min, max: price.max },
    widthCm: { min: width.min, max: width.max },
  };
}
