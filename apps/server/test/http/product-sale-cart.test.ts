import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  setStock,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { advanceClock, resetClock } from './auth-fixtures';

let t: TestApp;
let ana: Customer;
let ben: Customer;
let lines: StockedVariant[];
let anaAddress: string;

const SALE_CART = '/api/products/product-sale-cart';

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  lines = (await stockedVariants(t, { minStock: 5, branchCode: 'QC-MAIN' })).filter(
    (line) => line.priceCentavos < 6_000_00,
  );
  anaAddress = await createAddress(t, ana);
});
afterAll(() => t.close());

const buyNow = (customer: Customer, line: StockedVariant, extra: Record<string, unknown> = {}) =>
  post(
    t,
    SALE_CART,
    {
      productId: line.productId,
      variantId: line.variantId,
      branchId: line.branchId,
      quantity: 1,
      ...extra,
    },
    customer.headers,
  );

/** The customer's cart as a shopper would compare it: lines and quantities. */
const mainCart = async (customer: Customer) =>
  (
    expectStatus(await get(t, '/api/v1/my-cart', customer.headers), 200).data.items as {
      _id: string;
      variant_id: string;
      quantity: number;
    }[]
  ).map((item) => ({ id: item._id, variant: item.variant_id, quantity: item.quantity }));

describe('POST /api/products/product-sale-cart', () => {
  it('creates a one-line cart apart from the customer’s cart, usable for 24 hours', async () => {
    await cartLine(t, ana, lines[0]!, 2);
    const before = await mainCart(ana);
    const sale = expectStatus(await buyNow(ana, lines[1]!, { quantity: 2 }), 201).data;
    expect(sale._id).not.toBe(
      expectStatus(await get(t, '/api/v1/my-cart', ana.headers), 200).data._id,
    );
    expect(sale.items).toHaveLength(1);
    expect(sale.items[0]).toMatchObject({ variant_id: lines[1]!.variantId, quantity: 2 });
    expect(sale.totalItemCount).toBe(2);
    const hours = (Date.parse(sale.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await mainCart(ana)).toEqual(before);
  });

  it('asks a visitor to sign in', async () => {
    const response = await post(t, SALE_CART, {
      productId: lines[0]!.productId,
      variantId: lines[0]!.variantId,
      branchId: lines[0]!.branchId,
      quantity: 1,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a bad quantity 400, an unknown variant or branch 404, beyond the stock 409 — and writes nothing', async () => {
    const line = lines[2]!;
    const count = async () =>
      (await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, ben.id)))
        .length;
    const before = await count();
    const zero = await buyNow(ben, line, { quantity: 0 });
    expect(expectStatus(zero, 400).message).toBe('Quantity must be a whole number of at least 1.');
    const half = await buyNow(ben, line, { quantity: 1.5 });
    expect(expectStatus(half, 400).message).toBe('Quantity must be a whole number of at least 1.');
    const variant = await buyNow(ben, line, { variantId: lines[3]!.variantId });
    expect(expectStatus(variant, 404).message).toBe('This option of the product does not exist.');
    const branch = await buyNow(ben, line, { branchId: '00000000-0000-4000-8000-000000000000' });
    expect(expectStatus(branch, 404).message).toBe('The branch does not exist.');
    const product = await buyNow(ben, line, { productId: 'not-an-id' });
    expect(expectStatus(product, 404).message).toBe('The product does not exist.');
    await setStock(t, line.variantId, line.branchId, 3);
    const tooMany = await buyNow(ben, line, { quantity: 4 });
    expect(expectStatus(tooMany, 409).message).toBe(`Only 3 left in stock at ${line.branchName}.`);
    await setStock(t, line.variantId, line.branchId, line.stock);
    expect(await count()).toBe(before);
  });
});

describe('checking out a sale cart', () => {
  it('places the order from the sale cart alone and leaves the customer’s cart exactly as it was', async () => {
    const kept = lines[4]!;
    const bought = lines[5]!;
    await cartLine(t, ana, kept, 1);
    const before = await mainCart(ana);
    const stockBefore = (await stockOf(t, bought.variantId, bought.branchId))!;
    const sale = expectStatus(await buyNow(ana, bought, { quantity: 2 }), 201).data;
    const item = sale.items[0]._id as string;

    const prices = expectStatus(
      await post(
        t,
        '/api/v1/my-cart/compute-prices',
        { items: [item], saleCartId: sale._id, courier: 'casa-fleet', addressId: anaAddress },
        ana.headers,
      ),
      200,
    ).data;
    expect(prices.lines).toHaveLength(1);
    expect(prices.subtotal).toBe((bought.priceCentavos * 2) / 100);

    const placed = expectStatus(
      await checkout(t, ana, checkoutBody([item], { address: anaAddress, saleCartId: sale._id })),
      201,
    ).data;
    const order = expectStatus(
      await get(t, `/api/v1/my-orders/${placed._id}`, ana.headers),
      200,
    ).data;
    expect(JSON.stringify(order)).toContain(bought.name);
    expect(JSON.stringify(order)).not.toContain(kept.variantId);
    expect(await stockOf(t, bought.variantId, bought.branchId)).toBe(stockBefore - 2);
    expect(await mainCart(ana)).toEqual(before);

    // Used up: a second checkout of it is refused.
    const again = await checkout(
      t,
      ana,
      checkoutBody([item], { address: anaAddress, saleCartId: sale._id }),
    );
    expect(expectStatus(again, 404).message).toBe('This Buy now checkout does not exist.');
  });

  it('cannot check out a sale-cart line as part of the customer’s cart', async () => {
    const sale = expectStatus(await buyNow(ana, lines[6]!), 201).data;
    const response = await checkout(
      t,
      ana,
      checkoutBody([sale.items[0]._id], { address: anaAddress }),
    );
    expect(expectStatus(response, 404).message).toBe('The cart item does not exist.');
  });

  it('answers another customer’s sale cart 404, for prices and checkout, and changes nothing', async () => {
    const sale = expectStatus(await buyNow(ana, lines[7]!), 201).data;
    const item = sale.items[0]._id as string;
    const benAddress = await createAddress(t, ben);
    const prices = await post(
      t,
      '/api/v1/my-cart/compute-prices',
      { items: [item], saleCartId: sale._id },
      ben.headers,
    );
    expect(expectStatus(prices, 404).message).toBe('This Buy now checkout does not exist.');
    const placed = await checkout(
      t,
      ben,
      checkoutBody([item], { address: benAddress, saleCartId: sale._id }),
    );
    expect(expectStatus(placed, 404).message).toBe('This Buy now checkout does not exist.');
    const stillThere = await post(
      t,
      '/api/v1/my-cart/compute-prices',
      { items: [item], saleCartId: sale._id },
      ana.headers,
    );
    expect(stillThere.statusCode).toBe(200);
  });

  it('refuses an expired sale cart with a clear 410, and the cleanup job removes it', async () => {
    const sale = expectStatus(await buyNow(ana, lines[8]!), 201).data;
    const item = sale.items[0]._id as string;
    // Jobs kicked by earlier checkouts finish first: a run still going when the clock jumps
    // would take this cart's cleanup as due and remove it before the checkout sees it expired.
    await t.app.jobs.runDue();
    try {
      advanceClock(t, 24 * 60 * 60 * 1000 + 1000);
      const response = await checkout(
        t,
        ana,
        checkoutBody([item], { address: anaAddress, saleCartId: sale._id }),
      );
      expect(expectStatus(response, 410).message).toBe(
        'This Buy now checkout has expired (after 24 hours). Please use Buy now on the product again.',
      );
      await t.app.jobs.runDue();
      const left = await t.database.db.select().from(carts).where(eq(carts.id, sale._id));
      expect(left).toEqual([]);
    } finally {
      resetClock(t);
    }
  });
});

it('is in the OpenAPI document', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths)).toContain(SALE_CART);
});
