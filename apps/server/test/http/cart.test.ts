import { CART_QUANTITY_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  addItem,
  createCustomer,
  createShopTestApp,
  del,
  expectStatus,
  get,
  post,
  put,
  setStock,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';

let t: TestApp;
let ana: Customer;
let lines: StockedVariant[];
let planned: StockedVariant;
let unplanned: StockedVariant;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  lines = await stockedVariants(t, { minStock: 5 });
  planned = (await stockedVariants(t, { minStock: 3, withPlan: true }))[0]!;
  unplanned = lines.find((line) => line.planPriceCentavos === null)!;
});
afterAll(() => t.close());

const cartOf = async (customer: Customer, query = '') =>
  expectStatus(await get(t, `/api/v1/my-cart${query}`, customer.headers), 200).data;

describe('GET /api/v1/my-cart', () => {
  it('gives a new customer an empty cart with its id', async () => {
    const cart = await cartOf(ana);
    expect(cart).toEqual({ _id: expect.any(String), items: [], totalItemCount: 0 });
  });
});

describe('POST /api/v1/my-cart/items', () => {
  it('adds a variant from a branch with everything the cart page shows', async () => {
    const line = lines[0]!;
    const cart = expectStatus(await addItem(t, ana, line, 2), 201).data;
    expect(cart.totalItemCount).toBe(2);
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0];
    expect(item).toEqual({
      _id: expect.any(String),
      product_id: line.productId,
      variant_id: line.variantId,
      name: line.name,
      friendly_url: expect.any(String),
      image: { url: expect.stringMatching(/^\/media\/.+\.svg$/), alt: expect.any(String) },
      variant: {
        sku: expect.any(String),
        color: expect.toBeOneOf([expect.any(String), null]),
        size: expect.toBeOneOf([expect.any(String), null]),
        material: expect.toBeOneOf([expect.any(String), null]),
      },
      branch_id: line.branchId,
      branch_name: line.branchName,
      quantity: 2,
      unit_price: line.priceCentavos / 100,
      compare_at_price: expect.toBeOneOf([expect.any(Number), null]),
      line_total: (2 * line.priceCentavos) / 100,
      stock_available: line.stock,
      protection_plan: line.planPriceCentavos === null ? null : expect.any(Object),
      with_protection_plan: false,
    });
  });

  it('adds up the same variant and branch instead of adding a second line', async () => {
    const cart = expectStatus(await addItem(t, ana, lines[0]!, 1), 201).data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.totalItemCount).toBe(3);
  });

  it.each([
    ['zero', 0],
    ['a negative number', -2],
    ['a fraction', 1.5],
    ['a string', '2'],
    ['nothing', undefined],
  ])('refuses %s as a quantity with 400', async (_label, quantity) => {
    const response = await post(
      t,
      '/api/v1/my-cart/items',
      {
        productId: lines[1]!.productId,
        variantId: lines[1]!.variantId,
        branchId: lines[1]!.branchId,
        quantity,
      },
      ana.headers,
    );
    expect(expectStatus(response, 400)).toEqual({
      message: CART_QUANTITY_MESSAGE,
      errors: { quantity: CART_QUANTITY_MESSAGE },
    });
  });

  it('refuses more than the branch has, naming what is left (409)', async () => {
    const line = lines[1]!;
    await setStock(t, line.variantId, line.branchId, 4);
    const response = await addItem(t, ana, line, 5);
    expect(expectStatus(response, 409)).toEqual({
      message: `Only 4 left in stock at ${line.branchName}.`,
    });
    // What is already in the cart counts too.
    expectStatus(await addItem(t, ana, line, 3), 201);
    expect(expectStatus(await addItem(t, ana, line, 2), 409)).toEqual({
      message: `Only 4 left in stock at ${line.branchName}.`,
    });
  });

  it('says when a variant is out of stock at the branch', async () => {
    const line = lines[2]!;
    await setStock(t, line.variantId, line.branchId, 0);
    expect(expectStatus(await addItem(t, ana, line, 1), 409)).toEqual({
      message: `Sorry, ${line.name} is out of stock at ${line.branchName}.`,
    });
  });

  it('answers 404 for a product, option or branch that does not exist', async () => {
    const line = lines[3]!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const add = (patch: Record<string, unknown>) =>
      post(
        t,
        '/api/v1/my-cart/items',
        {
          productId: line.productId,
          variantId: line.variantId,
          branchId: line.branchId,
          quantity: 1,
          ...patch,
        },
        ana.headers,
      );
    expect(expectStatus(await add({ productId: unknown }), 404)).toEqual({
      message: 'The product does not exist.',
    });
    expect(expectStatus(await add({ productId: 'not-an-id' }), 404)).toEqual({
      message: 'The product does not exist.',
    });
    expect(expectStatus(await add({ variantId: unknown }), 404)).toEqual({
      message: 'This option of the product does not exist.',
    });
    expect(expectStatus(await add({ branchId: unknown }), 404)).toEqual({
      message: 'The branch does not exist.',
    });
  });

  it('adds the protection plan to the line total when chosen, and refuses it where there is none', async () => {
    const cart = expectStatus(
      await addItem(t, ana, planned, 1, { withProtectionPlan: true }),
      201,
    ).data;
    const item = cart.items.find(
      (entry: { variant_id: string }) => entry.variant_id === planned.variantId,
    );
    expect(item.with_protection_plan).toBe(true);
    expect(item.protection_plan).toEqual({
      name: expect.stringMatching(/Protection Plan$/),
      years: expect.any(Number),
      price: planned.planPriceCentavos! / 100,
    });
    expect(item.line_total).toBe((planned.priceCentavos + planned.planPriceCentavos!) / 100);
    expect(
      expectStatus(await addItem(t, ana, unplanned, 1, { withProtectionPlan: true }), 400),
    ).toEqual({
      message: 'This product has no protection plan.',
      errors: { withProtectionPlan: 'This product has no protection plan.' },
    });
  });

  it('refuses a cart_id that is not the caller’s cart', async () => {
    const response = await addItem(t, ana, lines[3]!, 1, {
      cart_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(expectStatus(response, 404)).toEqual({ message: 'The cart does not exist.' });
    const cart = await cartOf(ana);
    expectStatus(await addItem(t, ana, lines[3]!, 1, { cart_id: cart._id }), 201);
  });
});

describe('GET /api/v1/my-cart?withComputation=1', () => {
  it('adds the totals of every item; VAT is 12/112 of the VAT-inclusive total', async () => {
    const cart = await cartOf(ana, '?withComputation=1');
    const subtotal = cart.items.reduce(
      (sum: number, item: { line_total: number }) => sum + Math.round(item.line_total * 100),
      0,
    );
    expect(cart.computation).toEqual({
      subtotal: subtotal / 100,
      discount: 0,
      shipping_fee: 0,
      vat: Math.floor((subtotal * 12 + 56) / 112) / 100,
      vatable_sales: (subtotal - Math.floor((subtotal * 12 + 56) / 112)) / 100,
      total: subtotal / 100,
    });
  });
});

describe('PUT /api/v1/my-cart/items/:id', () => {
  it('sets the quantity within the stock', async () => {
    const cart = await cartOf(ana);
    const item = cart.items[0];
    const updated = expectStatus(
      await put(t, `/api/v1/my-cart/items/${item._id}`, { quantity: 1 }, ana.headers),
      200,
    ).data;
    expect(updated.items.find((entry: { _id: string }) => entry._id === item._id).quantity).toBe(1);
    const tooMany = await put(
      t,
      `/api/v1/my-cart/items/${item._id}`,
      { quantity: item.stock_available + 1 },
      ana.headers,
    );
    expect(expectStatus(tooMany, 409)).toEqual({
      message: `Only ${item.stock_available} left in stock at ${item.branch_name}.`,
    });
    const bad = await put(t, `/api/v1/my-cart/items/${item._id}`, { quantity: 0 }, ana.headers);
    expect(expectStatus(bad, 400).message).toBe(CART_QUANTITY_MESSAGE);
  });

  it('answers 404 for an item that is not in the cart', async () => {
    const response = await put(
      t,
      '/api/v1/my-cart/items/00000000-0000-4000-8000-000000000000',
      { quantity: 1 },
      ana.headers,
    );
    expect(expectStatus(response, 404)).toEqual({ message: 'The cart item does not exist.' });
  });
});

describe('removing items', () => {
  it('DELETE /items/:id removes one item', async () => {
    const before = await cartOf(ana);
    const item = before.items[0];
    const after = expectStatus(
      await del(t, `/api/v1/my-cart/items/${item._id}`, ana.headers),
      200,
    ).data;
    expect(after.items.map((entry: { _id: string }) => entry._id)).not.toContain(item._id);
    expect(
      expectStatus(await del(t, `/api/v1/my-cart/items/${item._id}`, ana.headers), 404),
    ).toEqual({ message: 'The cart item does not exist.' });
  });

  it('DELETE /items/bulk removes the listed items, or none when one is unknown', async () => {
    const before = await cartOf(ana);
    const ids = before.items.map((item: { _id: string }) => item._id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const refused = await del(t, '/api/v1/my-cart/items/bulk', ana.headers, {
      ids: [ids[0], '00000000-0000-4000-8000-000000000000'],
    });
    expect(expectStatus(refused, 404)).toEqual({ message: 'The cart item does not exist.' });
    expect((await cartOf(ana)).items).toHaveLength(ids.length);
    const after = expectStatus(
      await del(t, '/api/v1/my-cart/items/bulk', ana.headers, { ids: [ids[0]] }),
      200,
    ).data;
    expect(after.items).toHaveLength(ids.length - 1);
  });

  it('DELETE /clear empties the cart and keeps its id', async () => {
    const before = await cartOf(ana);
    const after = expectStatus(await del(t, '/api/v1/my-cart/clear', ana.headers), 200).data;
    expect(after).toEqual({ _id: before._id, items: [], totalItemCount: 0 });
  });

  it('POST /reset empties the cart it names; another cart id is not found', async () => {
    expectStatus(await addItem(t, ana, lines[4]!, 1), 201);
    const cart = await cartOf(ana);
    const wrong = await post(
      t,
      '/api/v1/my-cart/reset',
      { cart_id: '00000000-0000-4000-8000-000000000000' },
      ana.headers,
    );
    expect(expectStatus(wrong, 404)).toEqual({ message: 'The cart does not exist.' });
    expect((await cartOf(ana)).items).toHaveLength(1);
    const reset = await post(t, '/api/v1/my-cart/reset', { cart_id: cart._id }, ana.headers);
    expect(expectStatus(reset, 200).data).toEqual({ _id: cart._id, items: [], totalItemCount: 0 });
  });
});
