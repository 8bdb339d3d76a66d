import { missedGroups, noFilters, type FacetFilters } from './product-facets';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

export type SortBy = 'created_at' | 'price' | 'name' | 'relevance';

/** What narrows the listing before any facet: search, categories and tenant. */
export interface ScopeCriteria {
  /** Visible category ids to match (any of them); null for every category. */
  categoryIds: Set<string> | null;
  tenantId?: string;
  /** Search hits, most relevant first; null when there is no search. */
  hits: ProductEntry[] | null;
}

export interface ListCriteria extends ScopeCriteria {
  sortBy: SortBy;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  branchIndex: number;
  filters: FacetFilters;
}

/** The products a listing's facets are counted over: search hits, else the whole catalogue. */
export function* productsInScope(snapshot: CatalogueSnapshot, criteria: ScopeCriteria) {
  const { categoryIds, tenantId } = criteria;
  for (const product of criteria.hits ?? snapshot.products) {
    if (categoryIds && !product.categories.some((category) => categoryIds.has(category.id))) {
      continue;
    }
    if (tenantId !== undefined && product.tenantId !== null && product.tenantId !== tenantId) {
      continue;
    }
    yield product;
  }
}

/** Friendly URLs → visible category ids; a top category brings its children. */
export function categoryIdsFor(snapshot: CatalogueSnapshot, urls: string[]): Set<string> {
  const ids = new Set<string>();
  for (const url of urls) {
    const category = snapshot.categoryByUrl.get(url);
    if (!category?.visible) continue;
    ids.add(category.id);
    for (const child of snapshot.childrenOf.get(category.id) ?? []) ids.add(child.id);
  }
  return ids;
}

/**
 * Filters, sorts and pages the snapshot. Sorting is free: the snapshot keeps each order
 * precomputed, and a descending sort walks it backwards.
 */
export function selectProducts(snapshot: CatalogueSnapshot, criteria: ListCriteria) {
  const { branchIndex, categoryIds, tenantId, filters } = criteria;
  const [order, naturalOrder] = orderFor(snapshot, criteria);
  const backwards = criteria.sortOrder !== naturalOrder;
  const end = criteria.offset + criteria.limit;
  // Nothing narrows the order (search hits by relevance, or no search): the page is a slice.
  // Walking every hit reads every hit's product, most of a new search's time at 100,000 products.
  if (
    (criteria.hits === null || order === criteria.hits) &&
    !backwards &&
    !categoryIds &&
    tenantId === undefined &&
    noFilters(filters)
  ) {
    return { items: order.slice(criteria.offset, end), total: order.length };
  }
  // Walking the hits themselves (by relevance), every product is a hit: no set to ask.
  const hitSet = criteria.hits && order !== criteria.hits ? new Set(criteria.hits) : null;
  const matches = (product: ProductEntry) =>
    (!hitSet || hitSet.has(product)) &&
    (!categoryIds || product.categories.some((category) => categoryIds.has(category.id))) &&
    (tenantId === undefined || product.tenantId === null || product.tenantId === tenantId) &&
    missedGroups(product, filters, branchIndex) === 0;

  const items: ProductEntry[] = [];
  let total = 0;
  for (let step = 0; step < order.length; step++) {
    const product = order[backwards ? order.length - 1 - step : step];
    if (!product || !matches(product)) continue;
    if (total >= criteria.offset && total < end) items.push(product);
    total++;
  }
  return { items, total };
}

function orderFor(
  snapshot: CatalogueSnapshot,
  criteria: ListCriteria,
): [ProductEntry[], 'asc' | 'desc'] {
  switch (criteria.sortBy) {
    case 'relevance':
      return criteria.hits ? [criteria.hits, 'desc'] : [snapshot.products, 'desc'];
    case 'name':
      return [snapshot.byName, 'asc'];
    case 'price':
      return [snapshot.byPrice, 'asc'];
    default:
      return [snapshot.products, 'desc'];
  }
}
