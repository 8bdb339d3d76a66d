import { describe, expect, it } from 'vitest';
import type { FacetFilters } from './product-facets';
import { selectProducts, type ListCriteria } from './product-selection';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

// Only what selection reads: categories, tenant, and the facet fields of a product.
const product = (id: string, width: number) =>
  ({
    id,
    tenantId: null,
    categories: [],
    materialKeys: [],
    colorKeys: [],
    variants: [{ priceCentavos: 1_000_00 }],
    inStock: [true],
    widthCm: width,
  }) as unknown as ProductEntry;

const products = Array.from({ length: 7 }, (_, index) => product(`p${index}`, 40 + index * 10));
const snapshot = { products } as unknown as CatalogueSnapshot;
const none: FacetFilters = { materials: null, colors: null, inStock: false };
/** Search hits, most relevant first (not the catalogue's order). */
const hits = [products[5]!, products[1]!, products[6]!, products[0]!, products[3]!];

const criteria = (changes: Partial<ListCriteria>): ListCriteria => ({
  sortBy: 'relevance',
  sortOrder: 'desc',
  offset: 0,
  limit: 2,
  branchIndex: 0,
  filters: none,
  categoryIds: null,
  hits,
  ...changes,
});
const ids = (selected: { items: ProductEntry[] }) => selected.items.map((item) => item.id);

describe('selecting a page of search hits', () => {
  it('pages the hits in relevance order and counts them all', () => {
    const first = selectProducts(snapshot, criteria({}));
    expect(ids(first)).toEqual(['p5', 'p1']);
    expect(first.total).toBe(5);
    expect(ids(selectProducts(snapshot, criteria({ offset: 4 })))).toEqual(['p3']);
    expect(ids(selectProducts(snapshot, criteria({ offset: 6 })))).toEqual([]);
  });

  it('least relevant first when asked ascending', () => {
    expect(ids(selectProducts(snapshot, criteria({ sortOrder: 'asc' })))).toEqual(['p3', 'p0']);
  });

  it('narrows the hits by a filter before paging and counting', () => {
    const narrow = selectProducts(
      snapshot,
      criteria({ filters: { ...none, minWidthCm: 60 }, limit: 10 }),
    );
    expect(ids(narrow)).toEqual(['p5', 'p6', 'p3']);
    expect(narrow.total).toBe(3);
  });

  it('keeps only hits when the page is in another order', () => {
    const newest = selectProducts(snapshot, criteria({ sortBy: 'created_at', limit: 10 }));
    expect(ids(newest)).toEqual(['p0', 'p1', 'p3', 'p5', 'p6']);
  });

  it('pages the whole catalogue when there is no search', () => {
    const page = selectProducts(
      snapshot,
      criteria({ sortBy: 'created_at', hits: null, offset: 2 }),
    );
    expect(ids(page)).toEqual(['p2', 'p3']);
    expect(page.total).toBe(7);
  });
});
