import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  matchDocuments,
  rankProducts,
  stemOf,
  type SearchIndex,
  type TermQuery,
} from './search-index';
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

  it('matches common words as reading every posting would', async () => {
    // Each word in about one product in twenty: every posting is common enough to be kept as
    // bits, and the bits are AND-ed.
    await expectMatchesAsReadingEverything(
      'rattan narra sofa lamp bench capiz mirror abaca bamboo brass glass mesh oak teal navy round drawer queen king lounge'.split(
        ' ',
      ),
    );
  });

  it('matches a rare word with a common one as reading every posting would', async () => {
    // Most products are of wood, and every one is an item; a given other word is in about one in
    // a hundred: its few products are then each looked up in the common word's bits.
    const rare = Array.from({ length: 200 }, (_, index) => `rare${index}x`);
    await expectMatchesAsReadingEverything(rare, ['item', ...rare.slice(0, 4)], 200);
  });
});

/**
 * Random catalogues (at least `fewestProducts`, named from `vocabulary`, most of wood) and
 * queries (of wood and `asked`): matchDocuments answers as reading every posting whole does.
 */
async function expectMatchesAsReadingEverything(
  vocabulary: string[],
  asked = vocabulary,
  fewestProducts = 1,
) {
  const catalogue = fc.array(
    fc.record({
      wood: fc.integer({ min: 0, max: 9 }),
      words: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 2 }),
      described: fc.boolean(),
    }),
    { minLength: fewestProducts, maxLength: 300 },
  );
  const query = fc.array(
    fc.record({
      words: fc.uniqueArray(fc.constantFrom('wood', ...asked), {
        minLength: 1,
        maxLength: 2,
      }),
      prefix: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  );
  await fc.assert(
    fc.asyncProperty(catalogue, query, async (rows, terms) => {
      const products = rows.map(({ wood, words, described }, position) =>
        product(`p${position}`, [...(wood > 0 ? ['Wood'] : []), ...words, 'Item'].join(' '), {
          description: described ? 'Lovely wood grain.' : '',
        }),
      );
      const index = await buildSearchIndex({
        products,
        categoryById: new Map(),
      } as unknown as CatalogueSnapshot);
      const { docs, weights } = matchDocuments(index, terms);
      const found = new Map(Array.from(docs, (doc, i) => [doc, weights[i]]));
      expect(found).toEqual(matchByReadingEverything(index, terms));
    }),
    { numRuns: 150 },
  );
}

/** Every posting of every term read whole: the products matching all terms and summed weights. */
function matchByReadingEverything(index: SearchIndex, terms: TermQuery[]): Map<number, number> {
  const perTerm = terms.map((term) => {
    const ofTerm = new Map<number, number>();
    for (const word of term.words) {
      const stem = stemOf(word);
      const stems = term.prefix
        ? index.stems.filter(
            (candidate) => candidate.startsWith(stem) || candidate.startsWith(word),
          )
        : [stem];
      for (const key of stems) {
        const posting = index.postings.get(key);
        if (!posting) continue;
        posting.docs.forEach((doc, i) =>
          ofTerm.set(doc, (ofTerm.get(doc) ?? 0) + posting.weights[i]!),
        );
        posting.unweighted.forEach((doc) => ofTerm.set(doc, ofTerm.get(doc) ?? 0));
      }
    }
    return ofTerm;
  });
  return perTerm.reduce(
    (matched, ofTerm) =>
      new Map(
        [...ofTerm]
          .filter(([doc]) => matched.has(doc))
          .map(([doc, weight]) => [doc, weight + matched.get(doc)!]),
      ),
  );
}
