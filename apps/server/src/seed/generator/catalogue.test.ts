import { describe, expect, it } from 'vitest';
import type { Catalogue } from './index.js';
import { DEMO_PRODUCT_COUNT, generateCatalogue } from './index.js';
import { svgProblems } from './svg-check.js';

const demo: Catalogue = generateCatalogue({ productCount: DEMO_PRODUCT_COUNT });
const allVariants = demo.products.flatMap((product) => product.variants);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '').length;
}

describe('determinism', () => {
  it('gives identical output for the same seed', () => {
    expect(generateCatalogue({ productCount: 120, seed: 7 })).toEqual(
      generateCatalogue({ productCount: 120, seed: 7 }),
    );
    expect(generateCatalogue({ productCount: DEMO_PRODUCT_COUNT })).toEqual(demo);
  });

  it('gives a different catalogue for a different seed', () => {
    const a = generateCatalogue({ productCount: 30, seed: 1 });
    const b = generateCatalogue({ productCount: 30, seed: 2 });
    expect(a.products.map((p) => p.name)).not.toEqual(b.products.map((p) => p.name));
  });

  it('keeps the first products the same whatever the catalogue size', () => {
    const bigger = generateCatalogue({ productCount: 200 });
    const strip = ({ createdAtOffsetMinutes: _, ...rest }: Catalogue['products'][number]) => rest;
    expect(bigger.products.slice(0, DEMO_PRODUCT_COUNT).map(strip)).toEqual(
      demo.products.map(strip),
    );
  });

  it('rejects a bad product count and allows an empty catalogue', () => {
    expect(() => generateCatalogue({ productCount: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ productCount: 1.5 })).toThrow(RangeError);
    expect(generateCatalogue({ productCount: 0 }).products).toEqual([]);
  });
});

describe('branches', () => {
  it('has three or more branches with exactly one default', () => {
    expect(demo.branches.length).toBeGreaterThanOrEqual(3);
    expect(demo.branches.filter((b) => b.isDefault)).toHaveLength(1);
  });

  it('has unique keys, codes and URLs and plausible Philippine details', () => {
    for (const field of ['key', 'code', 'friendlyUrl'] as const) {
      expect(new Set(demo.branches.map((b) => b[field])).size).toBe(demo.branches.length);
    }
    for (const branch of demo.branches) {
      expect(branch.friendlyUrl).toMatch(KEBAB);
      expect(branch.phone).toMatch(/^(\(02\) \d{4} \d{4}|09\d{2} \d{3} \d{4})$/);
      expect(branch.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(branch.hours).toMatch(/AM – \d{1,2}:\d{2} PM/);
      expect(branch.latitude).toBeGreaterThan(4);
      expect(branch.latitude).toBeLessThan(21);
      expect(branch.longitude).toBeGreaterThan(116);
      expect(branch.longitude).toBeLessThan(127);
    }
  });
});

describe('categories', () => {
  const byKey = new Map(demo.categories.map((c) => [c.key, c]));
  const tops = demo.categories.filter((c) => c.parentKey === null);

  it.each(['Living Room', 'Bedroom', 'Dining', 'Office', 'Outdoor', 'Decor'])(
    '%s is a top category with 3–5 active children',
    (name) => {
      const top = tops.find((c) => c.name === name);
      expect(top).toBeDefined();
      const activeChildren = demo.categories.filter((c) => c.parentKey === top?.key && c.isActive);
      expect(activeChildren.length).toBeGreaterThanOrEqual(3);
      expect(activeChildren.length).toBeLessThanOrEqual(5);
    },
  );

  it('points every child at an existing top category', () => {
    for (const category of demo.categories) {
      if (category.parentKey === null) continue;
      expect(byKey.get(category.parentKey)?.parentKey).toBeNull();
    }
  });

  it('has exactly one inactive category, and it is a child', () => {
    const inactive = demo.categories.filter((c) => !c.isActive);
    expect(inactive).toHaveLength(1);
    expect(inactive[0]?.parentKey).not.toBeNull();
  });

  it('has unique keys and kebab-case URLs, and every category has an image', () => {
    expect(byKey.size).toBe(demo.categories.length);
    expect(new Set(demo.categories.map((c) => c.friendlyUrl)).size).toBe(demo.categories.length);
    const images = new Map(demo.images.map((i) => [i.key, i]));
    for (const category of demo.categories) {
      expect(category.friendlyUrl).toMatch(KEBAB);
      const image = images.get(category.imageKey);
      expect(image?.width).toBe(1200);
      expect(image?.height).toBe(600);
    }
  });
});

describe('demo products', () => {
  const categories = new Map(demo.categories.map((c) => [c.key, c]));

  it('has 72 products, at least 60 of them active, and a few inactive', () => {
    expect(demo.products).toHaveLength(72);
    expect(demo.products.filter((p) => p.isActive).length).toBeGreaterThanOrEqual(60);
    expect(demo.products.some((p) => !p.isActive)).toBe(true);
  });

  it('features 8–12 active products', () => {
    const featured = demo.products.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(featured.every((p) => p.isActive)).toBe(true);
  });

  it('puts products in every active child category', () => {
    const used = new Set(demo.products.flatMap((p) => p.categoryKeys));
    for (const category of demo.categories) {
      if (category.parentKey !== null && category.isActive) expect(used).toContain(category.key);
    }
  });

  it('gives each product one or two child categories that exist', () => {
    for (const product of demo.products) {
      expect(product.categoryKeys.length).toBeGreaterThanOrEqual(1);
      expect(product.categoryKeys.length).toBeLessThanOrEqual(2);
      for (const key of product.categoryKeys) expect(categories.get(key)?.parentKey).toBeTruthy();
    }
  });

  it('gives each product 1–4 variants with positive prices in .00 or .50', () => {
    for (const product of demo.products) {
      expect(product.variants.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.length).toBeLessThanOrEqual(4);
    }
    for (const variant of allVariants) {
      expect(Number.isInteger(variant.priceCentavos)).toBe(true);
      expect(variant.priceCentavos).toBeGreaterThan(0);
      expect(variant.priceCentavos % 50).toBe(0);
      expect(variant.options.color).toBeTruthy();
    }
  });

  it('has distinct option combinations within a product', () => {
    for (const product of demo.products) {
      const combos = product.variants.map((v) => JSON.stringify(v.options));
      expect(new Set(combos).size).toBe(combos.length);
    }
  });

  it('puts some products on sale, always below the compare-at price', () => {
    const onSale = allVariants.filter((v) => v.compareAtPriceCentavos !== null);
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.length).toBeLessThan(allVariants.length);
    for (const variant of onSale) {
      expect(variant.compareAtPriceCentavos).toBeGreaterThan(variant.priceCentavos);
    }
  });

  it('prices sofas and lamps like a Philippine shop', () => {
    const priceOf = (categoryKey: string, namePart: string) =>
      demo.products
        .filter((p) => p.categoryKeys[0] === categoryKey && p.name.includes(namePart))
        .flatMap((p) => p.variants.map((v) => v.priceCentavos / 100));
    for (const price of priceOf('sofas', 'Sofa')) {
      expect(price).toBeGreaterThanOrEqual(18_000);
      expect(price).toBeLessThanOrEqual(65_000);
    }
    for (const price of priceOf('lamps', 'Lamp')) {
      expect(price).toBeGreaterThanOrEqual(1_200);
      expect(price).toBeLessThanOrEqual(6_000);
    }
  });

  it('stocks every variant at every branch with 0–25 units, some out of stock', () => {
    const branchKeys = demo.branches.map((b) => b.key).sort();
    for (const variant of allVariants) {
      expect(Object.keys(variant.stockByBranch).sort()).toEqual(branchKeys);
      for (const units of Object.values(variant.stockByBranch)) {
        expect(Number.isInteger(units)).toBe(true);
        expect(units).toBeGreaterThanOrEqual(0);
        expect(units).toBeLessThanOrEqual(25);
      }
    }
    expect(allVariants.some((v) => Object.values(v.stockByBranch).includes(0))).toBe(true);
    expect(allVariants.some((v) => Object.values(v.stockByBranch).every((n) => n > 0))).toBe(true);
  });

  it('offers protection plans on some products, priced ₱1,499–₱3,999', () => {
    const covered = demo.products.filter((p) => p.protectionPlan !== null);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.length).toBeLessThan(demo.products.length);
    for (const { protectionPlan } of covered) {
      expect(protectionPlan?.name).toMatch(/^\d-Year Furniture Protection Plan$/);
      expect(protectionPlan?.priceCentavos).toBeGreaterThanOrEqual(1_499_00);
      expect(protectionPlan?.priceCentavos).toBeLessThanOrEqual(3_999_00);
    }
    const sofa = demo.products.find((p) => p.categoryKeys[0] === 'sofas');
    expect(sofa?.protectionPlan).not.toBeNull();
    const lamp = demo.products.find((p) => p.categoryKeys[0] === 'lamps');
    expect(lamp?.protectionPlan).toBeNull();
  });

  it('writes 2–4 sentence descriptions and full specifications', () => {
    for (const product of demo.products) {
      expect(product.description.startsWith(`The ${product.name} `)).toBe(true);
      expect(sentences(product.description)).toBeGreaterThanOrEqual(2);
      expect(sentences(product.description)).toBeLessThanOrEqual(4);
      const labels = product.specifications.map((s) => s.label);
      for (const label of ['Materials', 'Dimensions', 'Assembly', 'Warranty', 'Care']) {
        expect(labels).toContain(label);
      }
      expect(product.materials.length).toBeGreaterThan(0);
      expect(product.weightKg).toBeGreaterThan(0);
      for (const value of Object.values(product.dimensions)) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThan(0);
      }
    }
  });

  it('uses local materials', () => {
    const materials = new Set(
      demo.products.flatMap((p) => p.materials.join(' ').toLowerCase().split(/\W+/)),
    );
    for (const material of ['narra', 'acacia', 'mahogany', 'rattan', 'capiz', 'abaca', 'bamboo']) {
      expect(materials).toContain(material);
    }
  });

  it('has unique, stable creation offsets', () => {
    const offsets = demo.products.map((p) => p.createdAtOffsetMinutes);
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(offsets.every((o) => Number.isInteger(o) && o > 0)).toBe(true);
  });
});

describe('images', () => {
  const images = new Map(demo.images.map((i) => [i.key, i]));

  it('has unique image keys', () => {
    expect(images.size).toBe(demo.images.length);
  });

  it('resolves every product image key; the first is the main image', () => {
    for (const product of demo.products) {
      expect(product.imageKeys.length).toBeGreaterThanOrEqual(1);
      expect(product.imageKeys.length).toBeLessThanOrEqual(3);
      for (const key of product.imageKeys) {
        const image = images.get(key);
        expect(image, key).toBeDefined();
        expect(image?.width).toBe(800);
        expect(image?.height).toBe(800);
      }
    }
  });

  it('uses kind-colour keys and descriptive alt text', () => {
    const sofa = demo.products.find((p) => p.categoryKeys[0] === 'sofas');
    expect(sofa?.imageKeys[0]).toMatch(/^sofa-[a-z-]+$/);
    for (const image of demo.images) expect(image.alt.length).toBeGreaterThan(20);
  });

  it('has only well-formed standalone SVGs', () => {
    for (const image of demo.images) {
      expect(image.svg.startsWith('<svg')).toBe(true);
      expect(image.svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(image.svg).not.toMatch(/<script/i);
      expect(svgProblems(image.svg), image.key).toEqual([]);
    }
  });
});

describe('announcements', () => {
  it('has 2–3 announcements including free Metro Manila delivery', () => {
    expect(demo.announcements.length).toBeGreaterThanOrEqual(2);
    expect(demo.announcements.length).toBeLessThanOrEqual(3);
    expect(demo.announcements.some((a) => /Metro Manila.*₱15,000/.test(a.text))).toBe(true);
    expect(new Set(demo.announcements.map((a) => a.sortOrder)).size).toBe(
      demo.announcements.length,
    );
  });
});
