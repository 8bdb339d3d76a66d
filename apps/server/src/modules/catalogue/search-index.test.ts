import { describe, expect, it } from 'vitest';
import { buildSearchIndex, rankProducts } from './search-index';
import type { CatalogueSnapshot, CategoryEntry, ProductEntry } from './snapshot';

const category = (id: string, name: string, parentId: string | null, visible = true) =>
  ({ id, name, parentId, visible }) as CategoryEntry;

const living = category('c-living', 'Living Room', null);
const tables = category('c-tables', 'Coffee Tables', 'c-living');
const retired = category('c-old', 'Clearance', null, false);

const product = (id: string, name: string, extra: Partial<ProductEntry> = {}) =>
  ({ id, name, description: '', materials: [], categories: [], ...extra }) as ProductEntry;

const products = [
  product('p-table', 'Mayumi Round Narra Coffee Table', { categories: [tables] }),
  product('p-sofa', 'Hiraya 3-Seater Fabric Sofa', {
    materials: ['Abaca'],
    description: 'Pairs well with a narra table.',
  }),
  product('p-chair', 'Luna Rattan Chair', { categories: [retired] }),
];
const snapshot = {
  products,
  categoryById: new Map([living, tables, retired].map((entry) => [entry.id, entry])),
} as unknown as CatalogueSnapshot;

describe('the in-memory search index', () => {
  it('matches every term, by its stem, in the name, categories, materials and parents', async () => {
    const index = await buildSearchIndex(snapshot);
    const ids = (words: string[][], prefix = false) => [
      ...rankProducts(
        index,
        words.map((alternatives) => ({ words: alternatives, prefix })),
      ).keys(),
    ];
    expect(ids([['tables']])).toEqual(expect.arrayContaining(['p-table', 'p-sofa']));
    expect(ids([['narra'], ['tabel', 'table']]).sort()).toEqual(['p-sofa', 'p-table']);
    expect(ids([['abaca']])).toEqual(['p-sofa']);
    expect(ids([['living']])).toEqual(['p-table']);
    expect(ids([['narra'], ['chair']])).toEqual([]);
    // A hidden category finds nothing.
    expect(ids([['clearance']])).toEqual([]);
    expect(ids([['mayu']], true)).toEqual(['p-table']);
    expect(ids([['mayu']])).toEqual([]);
  });

  it('ranks a name or category match above a description-only match, which ranks 0', async () => {
    const ranks = rankProducts(await buildSearchIndex(snapshot), [
      { words: ['narra'], prefix: false },
      { words: ['table'], prefix: false },
    ]);
    expect(ranks.get('p-sofa')).toBe(0);
    expect(ranks.get('p-table')).toBeGreaterThan(0);
    expect(ranks.get('p-table')).toBeLessThan(1);
  });

  it('gives the same answer to a search whatever searches ran before it', async () => {
    const index = await buildSearchIndex(snapshot);
    const ranks = (words: string[][]) =>
      rankProducts(
        index,
        words.map((alternatives) => ({ words: alternatives, prefix: false })),
      );
    const fresh = ranks([['narra'], ['table']]);
    // A search that drops out half-way, one that matches, and one that matches nothing.
    ranks([['narra'], ['chair']]);
    ranks([['table'], ['narra']]);
    ranks([['qwxzv']]);
    expect(ranks([['narra'], ['table']])).toEqual(fresh);
    expect(ranks([['sofa']])).toEqual(new Map([['p-sofa', 1 / 2]]));
  });
});
