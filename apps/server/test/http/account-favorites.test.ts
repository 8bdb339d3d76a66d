import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { createAuthTestApp, expectStatus, get, post, signedInCustomer } from './auth-fixtures';

let t: TestApp;
let active: { id: string; name: string; friendlyUrl: string }[];
beforeAll(async () => {
  t = await createAuthTestApp();
  active = await t.database.db
    .select({ id: products.id, name: products.name, friendlyUrl: products.friendlyUrl })
    .from(products)
    .where(and(eq(products.projectId, 'test-shop'), eq(products.isActive, true)))
    .limit(3);
});
afterAll(() => t.close());

/** A catalogue write by another process: the in-memory catalogue follows once invalidated. */
async function setActive(productId: string, isActive: boolean) {
  await t.database.db.update(products).set({ isActive }).where(eq(products.id, productId));
  await t.app.catalogue.invalidate();
}

const toggle = (headers: Record<string, string>, productId: unknown) =>
  post(t, '/api/v1/my-info/favorites', { productId }, headers);

describe('favorites', () => {
  it('toggles a product and lists it with its card fields, newest first', async () => {
    const customer = await signedInCustomer(t);
    const [first, second] = active;
    expect(expectStatus(await toggle(customer.headers, first!.id), 200)).toEqual({
      data: { productId: first!.id, favorite: true },
    });
    expectStatus(await toggle(customer.headers, second!.id), 200);

    const { data } = expectStatus(await get(t, '/api/v1/my-info/favorites', customer.headers), 200);
    expect(data.map((item: { _id: string }) => item._id)).toEqual([second!.id, first!.id]);
    const item = data[1];
    expect(item).toMatchObject({
      _id: first!.id,
      name: first!.name,
      friendly_url: first!.friendlyUrl,
    });
    expect(item.price_details.length).toBeGreaterThan(0);
    expect(item.price_details[0]).toEqual({
      variant_id: expect.any(String),
      price: expect.any(Number),
      compare_at_price: expect.toSatisfy((value) => value === null || typeof value === 'number'),
    });
    expect(item.price_details[0].price).toBeGreaterThan(0);
    expect(item.images[0]).toEqual({
      url: expect.stringMatching(/^\/media\/.+/),
      alt: expect.any(String),
      width: expect.toSatisfy((value) => value === null || typeof value === 'number'),
      height: expect.toSatisfy((value) => value === null || typeof value === 'number'),
      // The seeded catalogue is drawn art: no renditions to offer.
      srcset: null,
    });
    expect(new Date(item.added_at).toISOString()).toBe(item.added_at);
    expect((await get(t, item.images[0].url)).statusCode).toBe(200);

    expect(expectStatus(await toggle(customer.headers, first!.id), 200)).toEqual({
      data: { productId: first!.id, favorite: false },
    });
    const after = expectStatus(await get(t, '/api/v1/my-info/favorites', customer.headers), 200);
    expect(after.data.map((entry: { _id: string }) => entry._id)).toEqual([second!.id]);
  });

  it('answers 404 for an unknown, malformed or inactive product', async () => {
    const customer = await signedInCustomer(t);
    const notFound = { message: 'The product does not exist.' };
    expect(expectStatus(await toggle(customer.headers, randomUUID()), 404)).toEqual(notFound);
    expect(expectStatus(await toggle(customer.headers, 'sofa-123'), 404)).toEqual(notFound);

    const hidden = active[2]!;
    await setActive(hidden.id, false);
    try {
      expect(expectStatus(await toggle(customer.headers, hidden.id), 404)).toEqual(notFound);
    } finally {
      await setActive(hidden.id, true);
    }
  });

  it('hides a favorite whose product was taken off the shop', async () => {
    const customer = await signedInCustomer(t);
    const product = active[2]!;
    expectStatus(await toggle(customer.headers, product.id), 200);
    await setActive(product.id, false);
    try {
      const { data } = expectStatus(
        await get(t, '/api/v1/my-info/favorites', customer.headers),
        200,
      );
      expect(data).toEqual([]);
    } finally {
      await setActive(product.id, true);
    }
  });

  it('validates the body and needs a session', async () => {
    const customer = await signedInCustomer(t);
    expect(expectStatus(await toggle(customer.headers, undefined), 400).errors).toEqual({
      productId: 'This field is required.',
    });
    expectStatus(await get(t, '/api/v1/my-info/favorites'), 401);
    expectStatus(await toggle({}, active[0]!.id), 401);
  });
});
