import { describe, expect, it } from 'vitest';
import { computeFacets, missedGroups, type FacetFilters } from './product-facets';
import type { CatalogueSnapshot, ProductEntry } from './snapshot';

// Only what the facet rules read of a product and a snapshot.
function product(
  id: string,
  fields: {
    materials?: string[];
    colors?: string[];
    prices?: number[];
    stock?: boolean;
    width?: number | null;
  },
): ProductEntry {
  const prices = fields.prices ?? [1_000_00];
  return {
    id,
    categories: [],
    materialKeys: fields.materials ?? [],
    colorKeys: fields.colors ?? [],
    variants: prices.map((priceCentavos) => ({ priceCentavos })),
    minPriceCentavos: Math.min(...prices),
    maxPriceCentavos: Math.max(...prices),
    inStock: [fields.stock ?? true],
    widthCm: fields.width === undefined ? 100 : fields.width,
  } as unknown as ProductEntry;
}

const snapshot = {
  materialLabels: new Map([
    ['oak', 'Oak'],
    ['rattan', 'Rattan'],
  ]),
  colorLabels: new Map([['white', 'White']]),
} as unknown as CatalogueSnapshot;

const none: FacetFilters = { materials: null, colors: null, inStock: false };

const oakChair = product('oak-chair', { materials: ['oak'], prices: [5_000_00], width: 50 });
const rattanChair = product('rattan-chair', { materials: ['rattan'], stock: false, width: 60 });
const oakTable = product('oak-table', {
  materials: ['oak'],
  colors: ['white'],
  prices: [20_000_00, 30_000_00],
  width: null,
});
const all = [oakChair, rattanChair, oakTable];

describe('missedGroups', () => {
  it('passes every product when no filter is on', () => {
    for (const entry of all) expect(missedGroups(entry, none, 0)).toBe(0);
  });

  it('keeps a product if any variant is priced within the range', () => {
    const range = { ...none, minPriceCentavos: 25_000_00, maxPriceCentavos: 40_000_00 };
    expect(missedGroups(oakTable, range, 0)).toBe(0);
    expect(missedGroups(oakChair, range, 0)).not.toBe(0);
  });

  it('leaves out a product without a width once a width range is set', () => {
    expect(missedGroups(oakTable, { ...none, maxWidthCm: 1000 }, 0)).not.toBe(0);
    expect(missedGroups(oakChair, { ...none, minWidthCm: 50, maxWidthCm: 50 }, 0)).toBe(0);
  });
});

describe('computeFacets', () => {
  it('counts each option with the other filters applied but not its own group', () => {
    const filters = { ...none, materials: new Set(['oak']), inStock: true };
    const facets = computeFacets(snapshot, all, filters, 0);
    expect(facets.total).toBe(2);
    // Rattan would add no product: the rattan chair is out of stock.
    expect(facets.materials).toEqual([{ value: 'oak', label: 'Oak', count: 2 }]);
    // Without the stock filter the oak products are both in stock: 2.
    expect(facets.inStockCount).toBe(2);
    expect(facets.colors).toEqual([{ value: 'white', label: 'White', count: 1 }]);
  });

  it('lists a chosen option that matches nothing at 0, and counts a one-group miss for that group only', () => {
    const filters = { ...none, materials: new Set(['rattan']) };
    const facets = computeFacets(snapshot, all, filters, 0);
    expect(facets.total).toBe(1);
    expect(facets.materials).toEqual([
      { value: 'oak', label: 'Oak', count: 2 },
      { value: 'rattan', label: 'Rattan', count: 1 },
    ]);
    expect(facets.inStockCount).toBe(0);
    const missing = computeFacets(snapshot, all, { ...none, colors: new Set(['red']) }, 0);
    expect(missing.colors).toEqual([
      { value: 'white', label: 'White', count: 1 },
      { value: 'red', label: 'red', count: 0 },
    ]);
  });

  it('gives the price and width ranges of the products the other filters leave', () => {
    const facets = computeFacets(snapshot, all, { ...none, inStock: true, maxWidthCm: 55 }, 0);
    expect(facets.total).toBe(1);
    // Price: in-stock products under 55 cm wide, i.e. the oak chair.
    expect(facets.priceCentavos).toEqual({ min: 5_000_00, max: 5_000_00 });
    // Width ignores its own bound: both in-stock products with a width (the table has none).
    expect(facets.widthCm).toEqual({ min: 50, max: 50 });
    const open = computeFacets(snapshot, all, none, 0);
    expect(open.widthCm).toEqual({ min: 50, max: 60 });
    expect(open.priceCentavos).toEqual({ min: 1_000_00, max: 30_000_00 });
  });
});
