import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalogueRepository,
  type ProductPage,
} from '../../src/modules/catalogue/repository';
import { buildSearchIndex } from '../../src/modules/catalogue/search-index';
import { loadSnapshot } from '../../src/modules/catalogue/snapshot';
import { createTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows as sorted JSON texts; objects (stock per branch) with their keys in order. */
const sorted = (rows: unknown[]) =>
  rows
    .map((row) =>
      JSON.stringify(row, (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
          : value,
      ),
    )
    .sort();

/** Every product page the repository reads, table by table. */
async function readPages(productPage?: number) {
  const repository = createCatalogueRepository(t.database.db, { productPage });
  const tables: { [table in keyof ProductPage]: unknown[] } = {
    products: [],
    links: [],
    images: [],
    variants: [],
    stock: [],
  };
  let pages = 0;
  for await (const page of repository.productPages(t.app.config.projectId)) {
    pages++;
    for (const table of Object.keys(tables) as (keyof ProductPage)[]) {
      tables[table].push(...page[table]);
    }
  }
  return { pages, tables };
}

describe('reading the catalogue a page of products at a time', () => {
  it('reads every product with its categories, pictures, variants and stock, whatever the page size', async () => {
    const whole = await readPages();
    // The demo products in pages of 10, the last one short.
    const paged = await readPages(10);
    const productCount = whole.tables.products.length;
    expect(productCount).toBeGreaterThan(10);
    expect(whole.pages).toBe(1);
    expect(paged.pages).toBe(Math.ceil(productCount / 10));
    for (const table of Object.keys(whole.tables) as (keyof ProductPage)[]) {
      expect(paged.tables[table].length).toBe(whole.tables[table].length);
      expect(sorted(paged.tables[table])).toEqual(sorted(whole.tables[table]));
    }
    // One full page, then an empty one.
    const onePage = await readPages(productCount);
    expect(onePage.pages).toBe(1);
    expect(sorted(onePage.tables.stock)).toEqual(sorted(whole.tables.stock));
  });

  it('builds the same snapshot and search index from pages of 10 products as from one page', async () => {
    const projectId = t.app.config.projectId;
    const whole = await loadSnapshot(createCatalogueRepository(t.database.db), projectId);
    const paged = await loadSnapshot(
      createCatalogueRepository(t.database.db, { productPage: 10 }),
      projectId,
    );
    expect(paged.products.length).toBeGreaterThan(10);
    expect(paged).toEqual(whole);
    expect(paged.products.map((product) => product.id)).toEqual(
      whole.products.map((product) => product.id),
    );
    expect(await buildSearchIndex(paged)).toEqual(await buildSearchIndex(whole));
    // Texts that products repeat are kept once across pages, not once per page.
    const specs = new Map<string, object>();
    let sharedAcrossPages = 0;
    for (const product of paged.products) {
      for (const spec of product.specifications) {
        const key = `${spec.label}: ${spec.value}`;
        const first = specs.get(key);
        if (!first) specs.set(key, spec);
        else {
          expect(spec).toBe(first);
          sharedAcrossPages++;
        }
      }
    }
    expect(sharedAcrossPages).toBeGreaterThan(0);
  });
});
