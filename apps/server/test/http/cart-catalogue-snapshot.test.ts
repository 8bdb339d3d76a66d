import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { createCartRepository } from '../../src/modules/cart/cart-repository';
import { presentCart } from '../../src/modules/cart/cart-presenter';
import type { TestApp } from '../app';
import {
  addItem,
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  put,
  stockedVariants,
  type StockedVariant,
} from '../customers';

// The cart answers its lines' catalogue facts from the in-memory snapshot (decision 039): the
// answers must be the ones the database's own join gives, and a product the snapshot no
// longer shows must still be shown (and refused at checkout) as before.

let t: TestApp;
let lines: StockedVariant[];
let planned: StockedVariant;

beforeAll(async () => {
  t = await createShopTestApp();
  lines = await stockedVariants(t, { minStock: 5 });
  planned = (await stockedVariants(t, { minStock: 3, withPlan: true }))[0]!;
});
afterAll(() => t.close());

const setActive = async (productId: string, isActive: boolean) => {
  await t.database.db.update(products).set({ isActive }).where(eq(products.id, productId));
  await t.app.catalogue.invalidate();
};

describe('the cart from the catalogue snapshot', () => {
  it('answers every line as the database’s join of product, variant, branch and picture does', async () => {
    const customer = await createCustomer(t);
    const distinct = lines.filter((line) => line.productId !== planned.productId).slice(0, 3);
    for (const line of distinct) expectStatus(await addItem(t, customer, line, 2), 201);
    const added = expectStatus(
      await addItem(t, customer, planned, 1, { withProtectionPlan: true }),
      201,
    ).data;
    const cartId = added._id as string;
    const fromDatabase = presentCart(
      cartId,
      await createCartRepository(t.database.db).listLines({ cartId }),
    );
    expect(added).toEqual(fromDatabase);
    expect(added.items).toHaveLength(4);
    const planLine = added.items.find(
      (item: { variant_id: string }) => item.variant_id === planned.variantId,
    );
    expect(planLine.with_protection_plan).toBe(true);
    expect(expectStatus(await get(t, '/api/v1/my-cart', customer.headers), 200).data).toEqual(
      fromDatabase,
    );
    const updated = expectStatus(
      await put(t, `/api/v1/my-cart/items/${planLine._id}`, { quantity: 2 }, customer.headers),
      200,
    ).data;
    expect(updated).toEqual(
      presentCart(cartId, await createCartRepository(t.database.db).listLines({ cartId })),
    );
    expect(updated.items.find((item: { _id: string }) => item._id === planLine._id)).toMatchObject({
      quantity: 2,
      with_protection_plan: true,
    });
  });

  it('still shows and prices a line whose product was taken off sale, refuses to add more and refuses its checkout', async () => {
    const customer = await createCustomer(t);
    const address = await createAddress(t, customer);
    const line = lines.find((entry) => entry.productId !== planned.productId)!;
    const itemId = await cartLine(t, customer, line, 1);
    const before = expectStatus(await get(t, '/api/v1/my-cart', customer.headers), 200).data;
    await setActive(line.productId, false);
    try {
      const after = expectStatus(await get(t, '/api/v1/my-cart', customer.headers), 200).data;
      expect(after).toEqual(before);
      const updated = expectStatus(
        await put(t, `/api/v1/my-cart/items/${itemId}`, { quantity: 2 }, customer.headers),
        200,
      ).data;
      expect(updated.items[0]).toMatchObject({ _id: itemId, quantity: 2, name: line.name });
      const prices = expectStatus(
        await post(
          t,
          '/api/v1/my-cart/compute-prices',
          { items: [itemId], courier: 'casa-fleet', addressId: address },
          customer.headers,
        ),
        200,
      ).data;
      expect(prices.subtotal).toBe((2 * line.priceCentavos) / 100);
      expect(expectStatus(await addItem(t, customer, line, 1), 404)).toEqual({
        message: 'The product does not exist.',
      });
      const refused = await checkout(t, customer, checkoutBody([itemId], { address }));
      expect(expectStatus(refused, 409)).toEqual({
        message: `Sorry, ${line.name} is no longer available.`,
      });
    } finally {
      await setActive(line.productId, true);
    }
  });
});
