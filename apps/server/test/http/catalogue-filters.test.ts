import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listMetaSchema, productDetailSchema, productFacetsSchema } from '@shop/shared';
import { createTestApp, type TestApp } from '../app';

// The furniture filters of the listing (issue #11, item 14) and their facet counts, checked
// against what each product's own page says about it.

const listSchema = z.object({ data: z.array(z.object({ _id: z.string() })), meta: listMetaSchema });
type Detail = z.infer<typeof productDetailSchema>;
type Facets = z.infer<typeof productFacetsSchema>;

let t: TestApp;
let details: Detail[];
beforeAll(async () => {
  t = await createTestApp();
  const all = listSchema.parse(
    (await t.app.inject({ url: '/api/v1/public/products?limit=100' })).json(),
  );
  details = await Promise.all(
    all.data.map(async ({ _id }) => {
      const response = await t.app.inject({ url: `/api/v1/products/${_id}` });
      return z.object({ data: productDetailSchema }).parse(response.json()).data;
    }),
  );
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/v1/public/products?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json());
}

async function facets(query: string): Promise<Facets> {
  const response = await t.app.inject({ url: `/api/v1/public/products/facets?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z.object({ data: z.strictObject(productFacetsSchema.shape) }).parse(response.json()).data;
}

const lower = (value: string | null) => value?.toLowerCase() ?? '';
const madeOf = (product: Detail, material: string) =>
  [...product.materials, ...product.variants.map((variant) => variant.material)].some(
    (entry) => lower(entry) === material,
  );
const inColour = (product: Detail, colour: string) =>
  product.variants.some((variant) => lower(variant.color) === colour);
const pricedWithin = (product: Detail, min: number, max: number) =>
  product.variants.some((variant) => variant.price >= min && variant.price <= max);
const widthWithin = (product: Detail, min: number, max: number) =>
  product.dimensions.width_cm !== null &&
  product.dimensions.width_cm >= min &&
  product.dimensions.width_cm <= max;
const idsOf = (products: { _id: string }[]) => products.map((product) => product._id).sort();

describe('GET /api/v1/public/products: furniture filters', () => {
  it('filters by material, whatever its case, from the product or its variants', async () => {
    const fabric = await list('material=FABRIC');
    const expected = details.filter((product) => madeOf(product, 'fabric'));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(fabric.data)).toEqual(idsOf(expected));
    // Several materials are alternatives.
    const either = await list('material=fabric&material=rattan');
    const rattan = details.filter((product) => madeOf(product, 'rattan'));
    expect(rattan.length).toBeGreaterThan(0);
    expect(either.meta.total).toBe(
      details.filter((product) => madeOf(product, 'fabric') || madeOf(product, 'rattan')).length,
    );
  });

  it('filters by a variant colour and by a width range in centimetres', async () => {
    const colour = lower(details.flatMap((product) => product.variants)[0]?.color ?? null);
    expect(colour).not.toBe('');
    const coloured = await list(`color=${encodeURIComponent(colour)}`);
    expect(idsOf(coloured.data)).toEqual(
      idsOf(details.filter((product) => inColour(product, colour))),
    );
    const wide = await list('min_width=150&max_width=200');
    const expected = details.filter((product) => widthWithin(product, 150, 200));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(wide.data)).toEqual(idsOf(expected));
  });

  it('combines material, price range, in stock, width and category (all must hold)', async () => {
    const query =
      'category=living-room&material=fabric&min_price=15000&max_price=40000&in_stock=1&max_width=250';
    const combined = await list(query);
    const living = new Set(idsOf((await list('category=living-room')).data));
    const expected = details.filter(
      (product) =>
        living.has(product._id) &&
        madeOf(product, 'fabric') &&
        pricedWithin(product, 15000, 40000) &&
        product.in_stock &&
        widthWithin(product, 0, 250),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(living.size);
    expect(idsOf(combined.data)).toEqual(idsOf(expected));
  });
});

describe('GET /api/v1/public/products/facets', () => {
  it('counts every option over the whole catalogue when nothing is chosen', async () => {
    const all = await facets('');
    expect(all.total).toBe(details.length);
    const fabric = all.materials.find((option) => option.value === 'fabric');
    expect(fabric).toMatchObject({ label: 'Fabric' });
    expect(fabric?.count).toBe(details.filter((product) => madeOf(product, 'fabric')).length);
    // Most common first.
    const counts = all.materials.map((option) => option.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.in_stock.count).toBe(details.filter((product) => product.in_stock).length);
    const prices = details.flatMap((product) => product.variants.map((variant) => variant.price));
    expect(all.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const widths = details.flatMap((product) => product.dimensions.width_cm ?? []);
    expect(all.width_cm).toEqual({ min: Math.min(...widths), max: Math.max(...widths) });
    expect(all.categories).toEqual([]);
  });

  it('counts each option against the other filters, never against its own group', async () => {
    const chosen = 'material=fabric&in_stock=1&min_price=10000&max_price=60000';
    const counted = await facets(chosen);
    expect(counted.total).toBe((await list(chosen)).meta.total);
    // Each material's count is what ticking it as well would add: the listing with only it.
    for (const option of counted.materials.slice(0, 4)) {
      const alone = await list(
        `material=${option.value}&in_stock=1&min_price=10000&max_price=60000`,
      );
      expect(option.count, option.value).toBe(alone.meta.total);
    }
    for (const option of counted.colors.slice(0, 3)) {
      const withIt = await list(`${chosen}&color=${encodeURIComponent(option.value)}`);
      expect(option.count, option.value).toBe(withIt.meta.total);
    }
    // The in-stock count ignores the in-stock filter but keeps the others.
    expect(counted.in_stock.count).toBe(counted.total);
    const inStock = await facets('in_stock=1&min_price=10000&max_price=60000');
    const anyStock = await facets('min_price=10000&max_price=60000');
    expect(anyStock.in_stock.count).toBe(inStock.total);
    expect(inStock.in_stock.count).toBe(inStock.total);
    expect(anyStock.total).toBeGreaterThan(inStock.total);
  });

  it('keeps a chosen option listed at 0 so it can be unticked', async () => {
    const none = await facets('material=unobtainium');
    expect(none.total).toBe(0);
    expect(none.materials).toContainEqual({ value: 'unobtainium', label: 'unobtainium', count: 0 });
  });

  it('lists the chosen category’s children with their matching products', async () => {
    const living = await facets('category=living-room&in_stock=1');
    expect(living.categories.map((child) => child.friendlyUrl)).toEqual([
      'sofas',
      'sectionals',
      'coffee-tables',
      'tv-consoles',
      'accent-chairs',
    ]);
    for (const child of living.categories) {
      expect(child.count, child.name).toBe(
        (await list(`category=${child.friendlyUrl}&in_stock=1`)).meta.total,
      );
    }
    expect(living.total).toBe((await list('category=living-room&in_stock=1')).meta.total);
  });

  it('narrows the ranges to the products the other filters leave', async () => {
    const sofas = await facets('category=sofas');
    const inSofas = new Set(idsOf((await list('category=sofas')).data));
    const widths = details
      .filter((product) => inSofas.has(product._id))
      .flatMap((product) => product.dimensions.width_cm ?? []);
    expect(sofas.width_cm).toEqual({ min: Math.min(...widths), max: Math.max(...widths) });
    // The width filter does not narrow its own range.
    expect((await facets('category=sofas&min_width=200')).width_cm).toEqual(sofas.width_cm);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toContain('/api/v1/public/products/facets');
  });
});

describe('furniture filters: bad parameters', () => {
  const tooMany = Array.from({ length: 21 }, (_, index) => `material=m${index}`).join('&');
  it.each([
    ['min_width=-1', 'min_width', 'min_width must be 0 or more.'],
    ['max_width=wide', 'max_width', 'max_width must be a number of centimetres.'],
    ['min_width=200&max_width=100', 'min_width', 'min_width must not be more than max_width.'],
    ['min_price=10&max_price=5', 'min_price', 'min_price must not be more than max_price.'],
    [tooMany, 'material', 'material can be given at most 20 times.'],
    [`color=${'x'.repeat(101)}`, 'color', 'color must be 100 characters or fewer.'],
  ])('refuses %s with a clear 400 on the listing and its facets', async (query, field, message) => {
    for (const path of ['/api/v1/public/products', '/api/v1/public/products/facets']) {
      const response = await t.app.inject({ url: `${path}?${query}` });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({
        message: `${field}: ${message}`,
        errors: { [field]: message },
      });
    }
  });

  it('refuses an unknown branch for the facets too', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/products/facets?branch_id=00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The branch does not exist.' });
  });
});
