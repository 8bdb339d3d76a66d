import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueRepository } from '../../src/modules/catalogue/repository';
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

describe('reading the catalogue a page of products at a time', () => {
  it('reads every product with its categories, pictures, variants and stock, whatever the page size', async () => {
    const projectId = t.app.config.projectId;
    const whole = await createCatalogueRepository(t.database.db).load(projectId);
    // The demo products in pages of 10, the last one short.
    const paged = await createCatalogueRepository(t.database.db, { productPage: 10 }).load(
      projectId,
    );
    expect(whole.products.length).toBeGreaterThan(10);
    for (const table of ['products', 'links', 'images', 'variants', 'stock'] as const) {
      expect(paged[table].length).toBe(whole[table].length);
      expect(sorted(paged[table])).toEqual(sorted(whole[table]));
    }
    // One full page, then an empty one.
    const onePage = await createCatalogueRepository(t.database.db, {
      productPage: whole.products.length,
    }).load(projectId);
    expect(sorted(onePage.stock)).toEqual(sorted(whole.stock));
  });
});
