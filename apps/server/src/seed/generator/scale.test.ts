import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './index.js';
import { MODEL_ORDER } from './models/index.js';
import { planProducts, productName } from './products.js';
import { SERIES_NAMES } from './series.js';
import { slugify } from './text.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function expectUnique(values: readonly string[]): void {
  const seen = new Set<string>();
  const duplicates = values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  expect(duplicates.slice(0, 5)).toEqual([]);
}

describe('10,000 products', () => {
  const catalogue = generateCatalogue({ productCount: 10_000, seed: 99 });
  const { products } = catalogue;

  it('has unique names, friendly URLs, keys and SKUs', () => {
    expect(products).toHaveLength(10_000);
    expectUnique(products.map((p) => p.name));
    expectUnique(products.map((p) => p.friendlyUrl));
    expectUnique(products.map((p) => p.key));
    expectUnique(products.map((p) => p.sku));
    expectUnique(products.flatMap((p) => p.variants.map((v) => v.sku)));
    expectUnique(products.flatMap((p) => p.variants.map((v) => v.key)));
  });

  it('uses kebab-case friendly URLs', () => {
    for (const product of products) expect(product.friendlyUrl).toMatch(KEBAB);
  });

  it('numbers editions once every series name is used', () => {
    expect(products.some((p) => p.name.endsWith(' No. 2'))).toBe(true);
  });

  it('shares images, so only a few hundred exist', () => {
    expect(catalogue.images.length).toBeLessThan(500);
    const keys = new Set(catalogue.images.map((i) => i.key));
    for (const product of products)
      for (const key of product.imageKeys) expect(keys.has(key)).toBe(true);
  });

  it('orders creation times strictly', () => {
    for (let i = 1; i < products.length; i++) {
      expect(products[i]?.createdAtOffsetMinutes).toBeLessThan(
        products[i - 1]?.createdAtOffsetMinutes ?? 0,
      );
    }
  });
});

describe('names at benchmark scale', () => {
  it('stays unique for 300,000 products', () => {
    const plan = planProducts(5, 300_000, ['qc-main'], new Map());
    const slugs = new Set<string>();
    for (let i = 0; i < 300_000; i++) slugs.add(slugify(productName(plan, i).name));
    expect(slugs.size).toBe(300_000);
  });

  it('is built from parts that cannot collide', () => {
    const seriesSlugs = SERIES_NAMES.map(slugify);
    expect(new Set(seriesSlugs).size).toBe(SERIES_NAMES.length);
    for (const slug of seriesSlugs) expect(slug).toMatch(/^[a-z]+$/);
    const modelSlugs = MODEL_ORDER.map((m) => slugify(m.name));
    expect(new Set(modelSlugs).size).toBe(MODEL_ORDER.length);
    for (const slug of modelSlugs) {
      expect(seriesSlugs).not.toContain(slug.split('-')[0]);
      expect(slug).not.toMatch(/-no-\d+$/);
    }
  });

  // Generation time is a benchmark concern (bench/catalogue-data.ts), not asserted here.
  it('generates 100,000 products sharing a few hundred images', () => {
    const catalogue = generateCatalogue({ productCount: 100_000 });
    expect(catalogue.products).toHaveLength(100_000);
    expect(catalogue.images.length).toBeLessThan(500);
  }, 60_000);
});
