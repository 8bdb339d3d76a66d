import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { DISCOUNT_MESSAGES } from '@shop/shared/admin/discounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activityLog,
  categories,
  discountCodes,
  orderItems,
  orders,
  productCategories,
} from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import { updateStatus } from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
/** The customer of the current test: each starts with an empty cart. */
let shopper: Customer;
let addressId: string;
/** A variant of a product filed under a subcategory, and the subcategory's parent. */
let inside: StockedVariant;
let parentCategoryId: string;
/** A variant of a product outside that parent's tree. */
let outside: StockedVariant;

const BASE = '/api/v1/admin/discounts';

/** Each test of the block shops as a new customer with an empty cart. */
const freshShopperEachTest = () =>
  beforeEach(async () => {
    shopper = await createCustomer(t, { firstName: 'Rosa', lastName: 'Dimaculangan' });
    addressId = await createAddress(t, shopper);
  });
let made = 0;

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer } = await callers(t));
  const db = t.database.db;
  const stocked = await stockedVariants(t, { minStock: 6, branchCode: 'QC-MAIN' });
  const filed = await db
    .select({
      productId: productCategories.productId,
      categoryId: categories.id,
      parentId: categories.parentId,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(
      and(
        isNotNull(categories.parentId),
        inArray(
          productCategories.productId,
          stocked.map((line) => line.productId),
        ),
      ),
    );
  const tree = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  // The cheapest product filed under a subcategory (stocked lines come cheapest first).
  inside = stocked.find((line) => filed.some((entry) => entry.productId === line.productId))!;
  parentCategoryId = filed.find((entry) => entry.productId === inside.productId)!.parentId!;
  const allFiled = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories);
  const underParent = new Set(
    allFiled
      .filter((entry) => {
        for (let id: string | null = entry.categoryId; id;) {
          if (id === parentCategoryId) return true;
          id = tree.find((node) => node.id === id)?.parentId ?? null;
        }
        return false;
      })
      .map((entry) => entry.productId),
  );
  outside = stocked.find((line) => !underParent.has(line.productId))!;
  expect(inside && outside).toBeTruthy();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, caller?: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A valid body with a fresh code. */
function body(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    code: `TEST-${made}-${Date.now().toString(36).slice(-4)}`.toUpperCase(),
    description: 'A test code',
    type: 'percentage',
    value: 10,
    maxDiscount: null,
    minSpend: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    categoryIds: [],
    productIds: [],
    ...overrides,
  };
}

const create = async (overrides: Record<string, unknown> = {}) =>
  expectStatus(await send('POST', BASE, staff, body(overrides)), 201).data;

const codeCount = async () =>
  (await t.database.db.select({ n: count() }).from(discountCodes))[0]!.n;

const logOf = (recordId: string) =>
  t.database.db.select().from(activityLog).where(eq(activityLog.recordId, recordId));

const compute = (items: string[], discountCode: string) =>
  send('POST', '/api/v1/my-cart/compute-prices', shopper as unknown as Caller, {
    items,
    discountCode,
  });

describe('who may use /api/v1/admin/discounts', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const code = await create();
    const routes: [Parameters<typeof send>[0], string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${code.id}`],
      ['POST', BASE, body()],
      ['PUT', `${BASE}/${code.id}`, body({ code: code.code })],
      ['POST', `${BASE}/${code.id}/pause`],
      ['POST', `${BASE}/${code.id}/resume`],
      ['POST', `${BASE}/${code.id}/expire`],
    ];
    const before = await codeCount();
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, customer, payload)).json(), `${method} ${url}`).toEqual({
        message: 'You do not have access to this.',
      });
      expect((await send(method, url, customer, payload)).statusCode).toBe(403);
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    expect(await codeCount()).toBe(before);
    for (const [caller, name] of [
      [staff, 'staff'],
      [admin, 'admin'],
    ] as const) {
      const own = await create();
      const ok: [Parameters<typeof send>[0], string, unknown?][] = [
        ['GET', BASE],
        ['GET', `${BASE}/${own.id}`],
        ['POST', BASE, body()],
        ['PUT', `${BASE}/${own.id}`, body({ code: own.code, value: 15 })],
        ['POST', `${BASE}/${own.id}/pause`],
        ['POST', `${BASE}/${own.id}/resume`],
        ['POST', `${BASE}/${own.id}/expire`],
      ];
      for (const [method, url, payload] of ok) {
        const response = await send(method, url, caller, payload);
        expect([200, 201], `${name} ${method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });
});

describe('creating and editing codes', () => {
  it('creates a percentage code (uppercased) and logs it', async () => {
    const input = body({ code: 'welcome-rosa', value: 12.5, maxDiscount: 1500, minSpend: 2000 });
    const created = expectStatus(await send('POST', BASE, admin, input), 201).data;
    expect(created).toMatchObject({
      code: 'WELCOME-ROSA',
      type: 'percentage',
      value: 12.5,
      maxDiscount: 1500,
      minSpend: 2000,
      status: 'active',
      uses: 0,
      revenue: 0,
      discountGiven: 0,
      categories: [],
      products: [],
      recentUses: [],
    });
    const [row] = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, created.id));
    expect(row).toMatchObject({
      value: 1250,
      maxDiscountCentavos: 150_000,
      minSpendCentavos: 200_000,
    });
    const log = await logOf(created.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'discount.create',
      recordType: 'discount_code',
      actorEmail: admin.email,
    });
    expect(log[0]!.changes['code']).toEqual({ before: null, after: 'WELCOME-ROSA' });
  });

  it('creates a fixed code limited to a category and a product, and edits it', async () => {
    const created = await create({
      type: 'fixed',
      value: 750.5,
      categoryIds: [parentCategoryId],
      productIds: [outside.productId],
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      usageLimit: 20,
      perCustomerLimit: 1,
    });
    expect(created).toMatchObject({
      type: 'fixed',
      value: 750.5,
      status: 'scheduled',
      usageLimit: 20,
      perCustomerLimit: 1,
      categoryIds: [parentCategoryId],
      productIds: [outside.productId],
      categories: [{ id: parentCategoryId, name: expect.any(String) }],
      products: [{ id: outside.productId, name: outside.name, sku: expect.any(String) }],
    });
    const edited = expectStatus(
      await send(
        'PUT',
        `${BASE}/${created.id}`,
        staff,
        body({ code: created.code, type: 'percentage', value: 5, categoryIds: [] }),
      ),
      200,
    ).data;
    expect(edited).toMatchObject({
      type: 'percentage',
      value: 5,
      status: 'active',
      categoryIds: [],
      productIds: [],
    });
    const log = await logOf(created.id);
    const update = log.find((entry) => entry.action === 'discount.update')!;
    expect(update.changes).toMatchObject({
      type: { before: 'fixed', after: 'percentage' },
      value: { before: 750.5, after: 5 },
      categoryIds: { before: [parentCategoryId], after: [] },
    });
  });

  it('answers 409 for a code already taken (any case) and changes nothing', async () => {
    const first = await create();
    const before = await codeCount();
    const response = await send('POST', BASE, staff, body({ code: first.code.toLowerCase() }));
    expect(expectStatus(response, 409)).toEqual({
      message: DISCOUNT_MESSAGES.codeTaken,
      errors: { code: DISCOUNT_MESSAGES.codeTaken },
    });
    expect(await codeCount()).toBe(before);
    const other = await create();
    const renamed = await send('PUT', `${BASE}/${other.id}`, staff, body({ code: first.code }));
    expect(expectStatus(renamed, 409).message).toBe(DISCOUNT_MESSAGES.codeTaken);
    expect((await send('GET', `${BASE}/${other.id}`, staff)).json().data.code).toBe(other.code);
  });

  it.each([
    ['a NUL in the description', { description: 'Sale\u0000' }],
    ['a code too short', { code: 'AB' }],
    ['a code with spaces', { code: 'BIG SALE' }],
    ['a percentage of 0', { value: 0 }],
    ['a percentage above 100', { value: 101 }],
    ['a fixed amount of 0', { type: 'fixed', value: 0 }],
    ['a fixed amount with a maximum discount', { type: 'fixed', value: 100, maxDiscount: 50 }],
    ['a usage limit of 0', { usageLimit: 0 }],
    [
      'an end before the start',
      { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
    ],
    ['an unknown category', { categoryIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['an unknown product', { productIds: ['00000000-0000-4000-8000-000000000000'] }],
  ])('refuses %s with 400 and changes nothing', async (_, overrides) => {
    const existing = await create();
    const before = await codeCount();
    const created = await send('POST', BASE, staff, body(overrides));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toEqual(expect.any(String));
    expect(await codeCount()).toBe(before);
    const edited = await send(
      'PUT',
      `${BASE}/${existing.id}`,
      staff,
      body({ code: existing.code, ...overrides }),
    );
    expect(edited.statusCode).toBe(400);
    const after = expectStatus(await send('GET', `${BASE}/${existing.id}`, staff), 200).data;
    expect(after).toEqual({ ...existing });
    expect(await logOf(existing.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown code', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(expectStatus(await send('GET', `${BASE}/${id}`, staff), 404).message).toBe(
        DISCOUNT_MESSAGES.notFound,
      );
    }
  });
});

describe('pause, resume and expire, honoured by the next compute-prices', () => {
  freshShopperEachTest();

  it('refuses a paused code at checkout, accepts it again once resumed, refuses it once ended', async () => {
    const code = await create({ value: 10 });
    const items = [await cartLine(t, shopper, outside, 1)];
    const accepted = expectStatus(await compute(items, code.code), 200).data;
    expect(accepted.discount_details).toMatchObject({ code: code.code, type: 'percentage' });

    const paused = expectStatus(await send('POST', `${BASE}/${code.id}/pause`, staff), 200).data;
    expect(paused.status).toBe('paused');
    expect(expectStatus(await compute(items, code.code), 422).message).toBe(
      'This discount code does not exist.',
    );
    expect(expectStatus(await send('POST', `${BASE}/${code.id}/pause`, staff), 409).message).toBe(
      DISCOUNT_MESSAGES.alreadyPaused,
    );

    const resumed = expectStatus(await send('POST', `${BASE}/${code.id}/resume`, staff), 200).data;
    expect(resumed.status).toBe('active');
    expect(expectStatus(await compute(items, code.code), 200).data.discount).toBeGreaterThan(0);

    const edited = expectStatus(
      await send('PUT', `${BASE}/${code.id}`, staff, body({ code: code.code, value: 20 })),
      200,
    ).data;
    expect(edited.value).toBe(20);
    const priced = expectStatus(await compute(items, code.code), 200).data;
    expect(priced.discount).toBe(Math.floor((outside.priceCentavos * 2000 + 5000) / 10000) / 100);

    const ended = expectStatus(await send('POST', `${BASE}/${code.id}/expire`, staff), 200).data;
    expect(ended.status).toBe('expired');
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(Date.now());
    expect(expectStatus(await compute(items, code.code), 422).message).toBe(
      'This discount code has expired.',
    );
    expect(expectStatus(await send('POST', `${BASE}/${code.id}/expire`, staff), 409).message).toBe(
      DISCOUNT_MESSAGES.alreadyEnded,
    );
    const actions = (await logOf(code.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual([
      'discount.create',
      'discount.expire',
      'discount.pause',
      'discount.resume',
      'discount.update',
    ]);
  });

  it('lists codes by status and search', async () => {
    const paused = await create({ description: 'Rainy season sale' });
    await send('POST', `${BASE}/${paused.id}/pause`, staff);
    const list = expectStatus(await send('GET', `${BASE}?status=paused&limit=100`, staff), 200);
    expect(list.data.map((row: { id: string }) => row.id)).toContain(paused.id);
    expect(list.data.every((row: { status: string }) => row.status === 'paused')).toBe(true);
    const found = expectStatus(await send('GET', `${BASE}?search=rainy season`, staff), 200);
    expect(found.data.map((row: { code: string }) => row.code)).toEqual([paused.code]);
    expect(found.meta).toMatchObject({ total: 1 });
    expect((await send('GET', `${BASE}?status=gone`, staff)).statusCode).toBe(400);
  });
});

describe('codes limited to categories or products at checkout', () => {
  freshShopperEachTest();

  it('discounts only the eligible lines; the order lines carry the same figures', async () => {
    const code = await create({ value: 10, categoryIds: [parentCategoryId] });
    const items = [await cartLine(t, shopper, outside, 1), await cartLine(t, shopper, inside, 2)];
    const data = expectStatus(await compute(items, code.code), 200).data;
    const expected = Math.floor((inside.priceCentavos * 2 * 1000 + 5000) / 10000) / 100;
    expect(data.discount).toBe(expected);
    const byItem = new Map(data.lines.map((line: { item_id: string }) => [line.item_id, line]));
    expect(byItem.get(items[0]!)).toMatchObject({ discount: 0 });
    expect(byItem.get(items[1]!)).toMatchObject({ discount: expected });
    expect(data.discount_details.message).toBe(`${code.code} applied: 10% off on eligible items.`);

    const placed = expectStatus(
      await checkout(
        t,
        shopper,
        checkoutBody(items, { address: addressId, discountCode: code.code }),
      ),
      201,
    ).data;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed._id));
    expect(order!.discountCentavos).toBe(Math.round(expected * 100));
    expect(lines.reduce((sum, line) => sum + line.discountCentavos, 0)).toBe(
      order!.discountCentavos,
    );
    expect(lines.find((line) => line.productId === outside.productId)!.discountCentavos).toBe(0);
    expect(lines.reduce((sum, line) => sum + line.vatCentavos, 0)).toBeLessThanOrEqual(
      order!.vatCentavos,
    );
    for (const line of lines)
      expect(line.netCentavos).toBe(line.grossCentavos - line.discountCentavos);
  });

  it('caps a fixed amount at the eligible lines and refuses a cart without one', async () => {
    const huge = await create({ type: 'fixed', value: 9_000_000, productIds: [inside.productId] });
    const items = [await cartLine(t, shopper, outside, 1), await cartLine(t, shopper, inside, 1)];
    const capped = expectStatus(await compute(items, huge.code), 200).data;
    expect(capped.discount).toBe(inside.priceCentavos / 100);
    expect(capped.total).toBeGreaterThan(0);

    const onlyOutside = [items[0]!];
    expect(expectStatus(await compute(onlyOutside, huge.code), 422)).toEqual({
      message: 'This discount code does not apply to any item in your cart.',
      errors: { discountCode: 'This discount code does not apply to any item in your cart.' },
    });
  });

  it('keeps the minimum spend on the whole cart', async () => {
    const minSpend = (outside.priceCentavos + inside.priceCentavos) / 100;
    const code = await create({ value: 5, productIds: [inside.productId], minSpend });
    const items = [await cartLine(t, shopper, outside, 1), await cartLine(t, shopper, inside, 1)];
    expect(expectStatus(await compute(items, code.code), 200).data.discount).toBeGreaterThan(0);
    expect(expectStatus(await compute([items[1]!], code.code), 422).message).toMatch(
      /^Spend at least ₱/,
    );
  });
});

describe('uses, revenue and discount given', () => {
  freshShopperEachTest();

  it('equal the orders that used the code, cancelled ones left out of the money', async () => {
    const code = await create({ type: 'fixed', value: 250 });
    const placedIds: string[] = [];
    for (const line of [outside, inside]) {
      const items = [await cartLine(t, shopper, line, 1)];
      const placed = expectStatus(
        await checkout(
          t,
          shopper,
          checkoutBody(items, { address: addressId, discountCode: code.code }),
        ),
        201,
      ).data;
      placedIds.push(placed._id);
    }
    const placedOrders = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, placedIds));
    const total = placedOrders.reduce((sum, order) => sum + order.totalCentavos, 0);
    const detail = expectStatus(await send('GET', `${BASE}/${code.id}`, staff), 200).data;
    expect(detail).toMatchObject({ uses: 2, revenue: total / 100, discountGiven: 500 });
    expect(detail.recentUses).toHaveLength(2);
    expect(detail.recentUses[0]).toMatchObject({
      customer: { id: shopper.id, name: 'Rosa Dimaculangan', email: shopper.email },
      discount: 250,
      cancelled: false,
    });
    expect(detail.recentUses.map((use: { orderNumber: string }) => use.orderNumber).sort()).toEqual(
      placedOrders.map((order) => order.orderNumber).sort(),
    );

    const cancelled = placedOrders[0]!;
    expectStatus(
      await updateStatus(t, shopper as unknown as Caller, cancelled.id, {
        action: 'cancel',
        reason: 'Changed my mind',
        details: '',
      }),
      200,
    );
    const after = expectStatus(await send('GET', `${BASE}?search=${code.code}`, staff), 200);
    expect(after.data[0]).toMatchObject({
      uses: 2,
      revenue: (total - cancelled.totalCentavos) / 100,
      discountGiven: 250,
    });
  });
});
