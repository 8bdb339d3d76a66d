import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  collectionSchema,
  productDetailSchema,
  productListItemSchema,
  variantGroupsSchema,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../app';

const detailSchema = z.object({ data: z.strictObject(productDetailSchema.shape) });
const itemsSchema = z.object({ data: z.array(z.strictObject(productListItemSchema.shape)) });
type Detail = z.infer<typeof productDetailSchema>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getJson(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

const detail = async (id: string): Promise<Detail> =>
  detailSchema.parse(await getJson(`/api/v1/products/${id}`)).data;

describe('GET /api/v1/products/{id}', () => {
  it('answers the same detail by friendly URL and by uuid', async () => {
    const byUrl = await detail('taal-narra-wood-platform-bed');
    const byId = await detail(byUrl._id);
    expect(byId).toEqual(byUrl);
    expect(byUrl).toMatchObject({
      name: 'Taal Narra Wood Platform Bed',
      friendly_url: 'taal-narra-wood-platform-bed',
      materials: ['Narra Wood'],
      protection_plan: expect.objectContaining({ years: expect.any(Number) }),
    });
    expect(byUrl.description).toContain('Taal Narra Wood Platform Bed');
    expect(byUrl.dimensions.width_cm).toBeGreaterThan(100);
    expect(byUrl.weight_kg).toBeGreaterThan(0);
    expect(byUrl.specifications.find((spec) => spec.label === 'Materials')?.value).toBe(
      'Narra Wood',
    );
  });

  it('lists each variant with its options, price and stock at every active branch', async () => {
    const bed = await detail('taal-narra-wood-platform-bed');
    expect(bed.variants.map((variant) => [variant.color, variant.size, variant.price])).toEqual([
      ['Walnut', 'Double (54" × 75")', 40999],
      ['Walnut', 'Queen (60" × 75")', 45499],
      ['Walnut', 'King (72" × 75")', 50499],
    ]);
    const branches = (
      (await getJson('/api/v1/public/branches/dropdown')) as {
        data: { _id: string; name: string }[];
      }
    ).data;
    for (const variant of bed.variants) {
      expect(variant.sku).toMatch(/^BED-00006/);
      expect(variant.stock.map((entry) => entry.branch_id).sort()).toEqual(
        branches.map((branch) => branch._id).sort(),
      );
      expect(
        variant.stock.every((entry) => branches.some((b) => b.name === entry.branch_name)),
      ).toBe(true);
    }
    expect(bed.price_details.map((entry) => entry.variant_id)).toEqual(
      bed.variants.map((variant) => variant._id),
    );
  });

  it('answers 404 for an unknown or inactive product', async () => {
    for (const id of [
      'no-such-sofa',
      '00000000-0000-4000-8000-000000000000',
      'boracay-narra-wood-dining-table-6-seater',
    ]) {
      const response = await t.app.inject({ url: `/api/v1/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The product does not exist.' });
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/api/v1/products/hiraya-3-seater-fabric-sofa' });
    const again = await t.app.inject({
      url: '/api/v1/products/hiraya-3-seater-fabric-sofa',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/products/group_variants/{id}', () => {
  it('groups variants by the options that exist, with prices and stock per value', async () => {
    const response = await getJson('/api/products/group_variants/taal-narra-wood-platform-bed');
    const { data } = z.object({ data: z.strictObject(variantGroupsSchema.shape) }).parse(response);
    expect(data.groups.map((group) => group.option)).toEqual(['color', 'size']);
    const [color, size] = data.groups;
    expect(color?.values).toEqual([
      {
        value: 'Walnut',
        variant_ids: data.variants.map((variant) => variant._id),
        min_price: 40999,
        max_price: 50499,
        in_stock: true,
      },
    ]);
    expect(size?.values.map((value) => [value.value, value.min_price, value.max_price])).toEqual([
      ['Double (54" × 75")', 40999, 40999],
      ['Queen (60" × 75")', 45499, 45499],
      ['King (72" × 75")', 50499, 50499],
    ]);
    expect(data.variants).toEqual((await detail('taal-narra-wood-platform-bed')).variants);
  });

  it('marks a value out of stock when none of its variants is at the branch', async () => {
    // The office chair's Black and Navy Blue have no units at the main branch.
    const { data } = z
      .object({ data: variantGroupsSchema })
      .parse(await getJson('/api/products/group_variants/tanaw-ergonomic-mesh-office-chair'));
    const colors = data.groups.find((group) => group.option === 'color')?.values ?? [];
    expect(colors.find((value) => value.value === 'Black')?.in_stock).toBe(false);
    expect(colors.find((value) => value.value === 'Slate Grey')?.in_stock).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({ url: '/api/products/group_variants/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The product does not exist.' });
  });
});

describe('related products', () => {
  it('puts products of the same category first and never the product itself', async () => {
    const sofa = await detail('hiraya-3-seater-fabric-sofa');
    const { data } = itemsSchema.parse(
      await getJson(`/api/v1/public/products/${sofa._id}/related-products`),
    );
    expect(data).toHaveLength(8);
    expect(data.map((item) => item._id)).not.toContain(sofa._id);
    const sameCategory = data.map((item) => item.categories.some((c) => c.friendlyUrl === 'sofas'));
    // All same-category products come before any merely similar one.
    expect(sameCategory.indexOf(false)).toBeGreaterThan(0);
    expect(sameCategory.slice(sameCategory.indexOf(false))).not.toContain(true);
  });

  it('respects limit and works by friendly URL', async () => {
    const { data } = itemsSchema.parse(
      await getJson('/api/v1/public/products/hiraya-3-seater-fabric-sofa/related-products?limit=3'),
    );
    expect(data).toHaveLength(3);
    const response = await t.app.inject({
      url: '/api/v1/public/products/hiraya-3-seater-fabric-sofa/related-products?limit=0',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit: limit must be 1 or more.');
  });

  it('uses the newest featured product when no id is given', async () => {
    const featured = itemsSchema.parse(await getJson('/api/v1/public/featured-products?limit=1'));
    const newestFeatured = featured.data[0];
    const fallback = itemsSchema.parse(await getJson('/api/v1/public/products/related-products'));
    const explicit = itemsSchema.parse(
      await getJson(`/api/v1/public/products/${newestFeatured?._id}/related-products`),
    );
    expect(fallback).toEqual(explicit);
    expect(fallback.data.map((item) => item._id)).not.toContain(newestFeatured?._id);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({
      url: '/api/v1/public/products/no-such-sofa/related-products',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The product does not exist.' });
  });
});

describe('GET /api/v1/public/featured-products', () => {
  it('lists active featured products, newest first', async () => {
    const { data } = itemsSchema.parse(await getJson('/api/v1/public/featured-products?limit=100'));
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((item) => item.is_featured)).toBe(true);
    const all = (
      (await getJson('/api/v1/public/products?limit=100')) as { data: { _id: string }[] }
    ).data.map((item) => item._id);
    const positions = data.map((item) => all.indexOf(item._id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const three = itemsSchema.parse(await getJson('/api/v1/public/featured-products?limit=3'));
    expect(three.data).toEqual(data.slice(0, 3));
  });
});

describe('GET /api/v1/public/product-collections', () => {
  it('returns the seeded collections with up to 8 products each', async () => {
    const { data } = z
      .object({ data: z.array(z.strictObject(collectionSchema.shape)) })
      .parse(await getJson('/api/v1/public/product-collections'));
    expect(data.map((collection) => collection.name)).toEqual([
      'Narra Heritage',
      'Rattan & Weaves',
      'Small-Space Living',
      'New Arrivals',
    ]);
    for (const collection of data) {
      expect(collection.products.length).toBeGreaterThan(0);
      expect(collection.products.length).toBeLessThanOrEqual(8);
      expect(collection.description.length).toBeGreaterThan(20);
      expect(collection.image).toBe(collection.products[0]?.images[0]?.url);
    }
    const narra = data.find((collection) => collection.slug === 'narra-heritage');
    for (const product of narra?.products ?? []) {
      const full = await detail(product._id);
      expect(full.materials.join(' ')).toMatch(/narra/i);
    }
    const newest = data.find((collection) => collection.slug === 'new-arrivals');
    const latest = (
      (await getJson('/api/v1/public/products?limit=8')) as { data: { _id: string }[] }
    ).data;
    expect(newest?.products.map((item) => item._id)).toEqual(latest.map((item) => item._id));
  });
});
