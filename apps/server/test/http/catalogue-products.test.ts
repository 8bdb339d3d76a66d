import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listMetaSchema, productListItemSchema } from '@shop/shared';
import { createTestApp, type TestApp } from '../app';

const listSchema = z.object({
  data: z.array(z.strictObject(productListItemSchema.shape)),
  meta: z.strictObject(listMetaSchema.shape),
});
type ListItem = z.infer<typeof productListItemSchema>;
type List = z.infer<typeof listSchema>;

let t: TestApp;
let everything: ListItem[];
beforeAll(async () => {
  t = await createTestApp();
  everything = (await list('limit=100')).data;
});
afterAll(() => t.close());

async function list(query: string): Promise<List> {
  const response = await t.app.inject({ url: `/api/v1/public/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json());
}

const names = (items: ListItem[]) => items.map((item) => item.name);
const prices = (item: ListItem) => item.price_details.map((entry) => entry.price);
const inCategory = (item: ListItem, ...urls: string[]) =>
  item.categories.some((category) => urls.includes(category.friendlyUrl));

// The demo catalogue has 72 products; every 23rd from the 12th (3 of them) is inactive.
const ACTIVE_PRODUCTS = 69;

describe('GET /api/v1/public/products: paging and sorting', () => {
  it('lists 20 active products per page by default, newest first, with the total', async () => {
    const page = await list('');
    expect(page.meta).toEqual({ page: 1, limit: 20, total: ACTIVE_PRODUCTS });
    expect(page.data).toHaveLength(20);
    expect(names(page.data)).toEqual(names(everything.slice(0, 20)));
    const item = page.data[0];
    expect(item?.images[0]?.url).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
    expect(item?.images[0]).toMatchObject({ width: 800, height: 800 });
    expect(item?.price_details[0]?.price).toBeGreaterThan(0);
  });

  it('pages through every product exactly once; past the end is an empty page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}&limit=20`)));
    const ids = pages.flatMap((page) => page.data.map((item) => item._id));
    expect(ids).toHaveLength(ACTIVE_PRODUCTS);
    expect(new Set(ids).size).toBe(ACTIVE_PRODUCTS);
    expect(pages[3]?.data).toHaveLength(ACTIVE_PRODUCTS - 60);
    const beyond = await list('page=5&limit=20');
    expect(beyond).toEqual({ data: [], meta: { page: 5, limit: 20, total: ACTIVE_PRODUCTS } });
  });

  it('sorts by price (lowest variant price), both ways', async () => {
    const cheapest = (await list('sort_by=price&sort_order=asc&limit=100')).data;
    const lows = cheapest.map((item) => Math.min(...prices(item)));
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const dearest = (await list('sort_by=price&sort_order=desc&limit=100')).data;
    expect(Math.min(...prices(dearest[0] as ListItem))).toBe(Math.max(...lows));
  });

  it('sorts by name', async () => {
    const sorted = names((await list('sort_by=name&sort_order=asc&limit=100')).data);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en')));
    const reversed = names((await list('sort_by=name&sort_order=desc&limit=100')).data);
    expect(reversed).toEqual([...sorted].reverse());
  });

  it('sorts by creation date ascending when asked', async () => {
    const oldest = await list('sort_by=created_at&sort_order=asc&limit=100');
    expect(names(oldest.data)).toEqual(names(everything).reverse());
  });
});

describe('GET /api/v1/public/products: filters', () => {
  it('filters by one category by friendly URL', async () => {
    const sofas = await list('category=sofas&limit=100');
    expect(sofas.data.length).toBeGreaterThan(0);
    expect(sofas.data.every((item) => inCategory(item, 'sofas'))).toBe(true);
    expect(sofas.meta.total).toBe(everything.filter((item) => inCategory(item, 'sofas')).length);
  });

  it('treats several categories as a union', async () => {
    const both = await list('category=sofas&category=beds&limit=100');
    const expected = everything.filter((item) => inCategory(item, 'sofas', 'beds'));
    expect(both.meta.total).toBe(expected.length);
    expect(names(both.data)).toEqual(names(expected));
    expect(both.data.some((item) => inCategory(item, 'beds'))).toBe(true);
    expect(both.data.some((item) => inCategory(item, 'sofas'))).toBe(true);
  });

  it('includes the children of a top category', async () => {
    const children = ['sofas', 'sectionals', 'coffee-tables', 'tv-consoles', 'accent-chairs'];
    const living = await list('category=living-room&limit=100');
    const expected = everything.filter((item) => inCategory(item, ...children));
    expect(living.meta.total).toBe(expected.length);
    expect(new Set(names(living.data))).toEqual(new Set(names(expected)));
  });

  it('finds nothing in an unknown or inactive category', async () => {
    expect((await list('category=no-such-thing')).meta.total).toBe(0);
    expect((await list('category=christmas-decor')).meta.total).toBe(0);
  });

  it('keeps products with a variant priced within the range (pesos)', async () => {
    const band = await list('min_price=5000&max_price=8000&limit=100');
    const expected = everything.filter((item) =>
      prices(item).some((price) => price >= 5000 && price <= 8000),
    );
    expect(band.meta.total).toBe(expected.length);
    expect(band.meta.total).toBeGreaterThan(0);
    for (const item of band.data) {
      expect(prices(item).some((price) => price >= 5000 && price <= 8000)).toBe(true);
    }
    const from = await list('min_price=50000&limit=100');
    expect(from.data.every((item) => Math.max(...prices(item)) >= 50000)).toBe(true);
  });

  it('keeps only products in stock at the selected branch', async () => {
    const inStock = await list('in_stock=1&limit=100');
    expect(inStock.data.every((item) => item.in_stock)).toBe(true);
    expect(inStock.meta.total).toBe(everything.filter((item) => item.in_stock).length);
    expect(inStock.meta.total).toBeLessThan(ACTIVE_PRODUCTS);
    expect((await list('in_stock=true&limit=100')).meta.total).toBe(inStock.meta.total);
  });

  it('ignores empty parameters', async () => {
    const page = await list('search=&min_price=&branch_id=&sort_by=');
    expect(page.meta.total).toBe(ACTIVE_PRODUCTS);
  });
});

describe('GET /api/v1/public/products: branches', () => {
  async function branchIds() {
    const response = await t.app.inject({ url: '/api/v1/public/branches/dropdown' });
    const { data } = response.json() as {
      data: { _id: string; code: string; is_default: boolean }[];
    };
    return data;
  }

  it('scopes stock to the selected branch, defaulting to the is_default one', async () => {
    const branches = await branchIds();
    const main = branches.find((branch) => branch.is_default);
    const makati = branches.find(
      (branch) => branch.code !== main?.code && branch.code.includes('MKT'),
    );
    expect(main).toBeDefined();
    expect(makati, JSON.stringify(branches)).toBeDefined();
    const lamp = (scope: List) =>
      scope.data.find((item) => item.friendly_url === 'tahanan-capiz-shell-pendant-lamp');
    // The capiz lamp has none at the main branch and some in Makati.
    expect(lamp(await list('limit=100'))?.in_stock).toBe(false);
    expect(lamp(await list(`limit=100&branch_id=${main?._id}`))?.in_stock).toBe(false);
    expect(lamp(await list(`limit=100&branch_id=${makati?._id}`))?.in_stock).toBe(true);
    const atMakati = await list(`in_stock=1&limit=100&branch_id=${makati?._id}`);
    expect(names(atMakati.data)).toContain('Tahanan Capiz Shell Pendant Lamp');
  });

  it('refuses an unknown branch', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/products?branch_id=00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The branch does not exist.',
      errors: { branch_id: 'The branch does not exist.' },
    });
  });
});

describe('GET /api/v1/public/products: search', () => {
  it('tolerates typos: sfoa finds the sofas', async () => {
    const result = await list('search=sfoa&limit=100');
    expect(result.meta.total).toBeGreaterThan(0);
    expect(result.data.every((item) => /sofa|loveseat|sectional/i.test(item.name))).toBe(true);
    expect(names(result.data)).toContain('Hiraya 3-Seater Fabric Sofa');
  });

  it('corrects a misspelt word among others: narra tabel finds narra tables', async () => {
    const result = await list('search=narra%20tabel');
    expect(names(result.data)).toContain('Mayumi Round Narra Coffee Table');
    expect(result.data[0]?.name).toBe('Mayumi Round Narra Coffee Table');
  });

  it('ranks the product whose name is the search first', async () => {
    const result = await list(`search=${encodeURIComponent('Halina Slatted Credenza')}`);
    expect(result.data[0]?.name).toBe('Halina Slatted Credenza');
    const loose = await list('search=halina');
    expect(loose.data.every((item) => item.name.startsWith('Halina'))).toBe(true);
  });

  it('searches category names and materials too', async () => {
    const hammocks = await list('search=hammocks&limit=100');
    expect(hammocks.data.length).toBeGreaterThan(0);
    expect(hammocks.data.every((item) => inCategory(item, 'hammocks'))).toBe(true);
    const abaca = await list('search=abaca&limit=100');
    expect(names(abaca.data)).toEqual(
      expect.arrayContaining(['Apo Abaca Rope Hammock', 'Baguio Abaca Woven Rug']),
    );
  });

  it('matches a word being typed (the header searches as you type)', async () => {
    const partial = await list('search=credenz');
    expect(names(partial.data)).toContain('Halina Slatted Credenza');
  });

  it('accepts keys as another name for search, and combines search with filters', async () => {
    const viaKeys = await list('keys=rattan&limit=100');
    const viaSearch = await list('search=rattan&limit=100');
    expect(viaKeys).toEqual(viaSearch);
    const rattanChairs = await list('search=rattan&category=accent-chairs&limit=100');
    expect(rattanChairs.meta.total).toBeGreaterThan(0);
    expect(rattanChairs.meta.total).toBeLessThan(viaSearch.meta.total);
    expect(rattanChairs.data.every((item) => inCategory(item, 'accent-chairs'))).toBe(true);
  });

  it('can sort search results by price instead of relevance', async () => {
    const result = await list('search=rattan&sort_by=price&sort_order=asc&limit=100');
    const lows = result.data.map((item) => Math.min(...prices(item)));
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
  });

  it('gives the spec search (5 newest first) for the header', async () => {
    const result = await list('search=chair&limit=5&page=1&sort_by=created_at&sort_order=desc');
    expect(result.data.length).toBeLessThanOrEqual(5);
    const order = names(everything);
    const positions = names(result.data).map((name) => order.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('finds nothing for nonsense, and never an inactive product', async () => {
    expect(await list('search=qwxzv')).toEqual({
      data: [],
      meta: { page: 1, limit: 20, total: 0 },
    });
    const boracay = await list('search=boracay%20dining%20table&limit=100');
    expect(names(boracay.data)).not.toContain('Boracay Narra Wood Dining Table 6-Seater');
  });
});

describe('GET /api/v1/public/products: inactive products', () => {
  it('never lists the inactive ones', () => {
    expect(names(everything)).not.toContain('Boracay Narra Wood Dining Table 6-Seater');
    expect(names(everything)).not.toContain('Sagada Tallboy Chest of Drawers');
    expect(names(everything)).not.toContain('Amihan Sliding Door Wardrobe');
  });
});

describe('GET /api/v1/public/products: bad parameters', () => {
  it.each([
    ['page=0', 'page', 'page must be 1 or more.'],
    ['page=abc', 'page', 'page must be a number.'],
    ['limit=0', 'limit', 'limit must be 1 or more.'],
    ['limit=10000', 'limit', 'limit must be 100 or less.'],
    ['sort_by=popularity', 'sort_by', 'sort_by must be one of created_at, price, name, relevance.'],
    ['sort_order=up', 'sort_order', 'sort_order must be asc or desc.'],
    ['min_price=10&max_price=5', 'min_price', 'min_price must not be more than max_price.'],
    ['min_price=-1', 'min_price', 'min_price must be 0 or more.'],
    ['max_price=cheap', 'max_price', 'max_price must be an amount in pesos.'],
    ['branch_id=main', 'branch_id', 'branch_id must be a valid branch id.'],
  ])('refuses %s with a clear 400', async (query, field, message) => {
    const response = await t.app.inject({ url: `/api/v1/public/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${field}: ${message}`,
      errors: { [field]: message },
    });
  });
});

describe('HTTP caching of catalogue reads', () => {
  it.each([
    '/api/v1/public/products?category=sofas',
    '/api/v1/public/products?search=sofa',
    '/api/v1/categories/map',
    '/api/v1/public/branches/dropdown',
    '/api/v1/public/announcements',
  ])('%s sends ETag and Cache-Control and answers 304 when unchanged', async (url) => {
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives different pages different validators', async () => {
    const one = await t.app.inject({ url: '/api/v1/public/products?page=1' });
    const two = await t.app.inject({ url: '/api/v1/public/products?page=2' });
    expect(one.headers.etag).not.toBe(two.headers.etag);
  });
});

describe('other projects', () => {
  it('shows nothing of this shop to another project id', async () => {
    expect(await list('project_id=someone-else')).toEqual({
      data: [],
      meta: { page: 1, limit: 20, total: 0 },
    });
    const map = await t.app.inject({ url: '/api/v1/categories/map?projectId=someone-else' });
    expect(map.json()).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0 } });
    const detail = await t.app.inject({
      url: '/api/v1/products/hiraya-3-seater-fabric-sofa?project_id=someone-else',
    });
    expect(detail.statusCode).toBe(404);
  });

  it('answers for this shop by its id too', async () => {
    expect((await list('project_id=test-shop')).meta.total).toBe(ACTIVE_PRODUCTS);
  });
});
