import {
  DASHBOARD_RANGE_DAYS,
  DASHBOARD_RANGES,
  type Dashboard,
  type DashboardRange,
} from '@shop/shared/admin/dashboard';
import { orderStatusGroup } from '@shop/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderReturns, orders } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  setStock,
  stockedVariants,
  TEST_PROJECT_ID,
  type StockedVariant,
} from '../customers';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus, get } from './auth-fixtures';
import { placeCodOrder, updateStatus } from './order-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
/** The frozen clock of the app and this file. */
let now: Date;
/** Midnight of today in Manila (UTC+8 all year: the Philippines keep no summer time). */
let midnight: number;

/** The Manila calendar day of an instant, YYYY-MM-DD. */
const manilaDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(at));

const dashboard = async (range: DashboardRange, caller: Caller = staff) =>
  expectStatus(await get(t, `/api/v1/admin/dashboard?range=${range}`, caller.headers), 200)
    .data as Dashboard;

/** The figures of a range worked out from the orders table itself, row by row. */
async function expected(range: DashboardRange) {
  const from = new Date(midnight - (DASHBOARD_RANGE_DAYS[range] - 1) * DAY);
  const rows = await t.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, TEST_PROJECT_ID),
        gte(orders.createdAt, from),
        lt(orders.createdAt, new Date(midnight + DAY)),
      ),
    );
  const sales = rows.filter((row) => orderStatusGroup(row.status) !== 'cancelled');
  const revenue = sales.reduce((sum, row) => sum + row.totalCentavos, 0);
  const groups: Record<string, number> = {};
  for (const row of rows) {
    const group = orderStatusGroup(row.status)!;
    groups[group] = (groups[group] ?? 0) + 1;
  }
  const items = sales.length
    ? await t.database.db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            sales.map((row) => row.id),
          ),
        )
    : [];
  const products = new Map<string, { units: number; revenueCentavos: number }>();
  for (const item of items) {
    const entry = products.get(item.productId) ?? { units: 0, revenueCentavos: 0 };
    entry.units += item.quantity;
    entry.revenueCentavos += item.netCentavos;
    products.set(item.productId, entry);
  }
  return {
    revenueCentavos: revenue,
    orders: sales.length,
    averageOrderCentavos: sales.length ? Math.round(revenue / sales.length) : 0,
    groups,
    products,
  };
}

/** Places a cash-on-delivery order and dates it `at` (ms since the epoch). */
async function orderAt(at: number, lines: { line: StockedVariant; quantity?: number }[]) {
  const address = await createAddress(t, customer);
  const order = await placeCodOrder(t, customer, address, lines);
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, order._id));
  return order;
}

let placed: Record<
  'lateYesterday' | 'earlyToday' | 'cancelledToday' | 'threeDays' | 'tenDays',
  string
>;
let shelves: StockedVariant[];

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff } = await callers(t));
  customer = await createCustomer(t, { firstName: 'Dolores', lastName: 'Ramos' });
  now = t.app.clock.now();
  t.app.clock.now = () => now;
  midnight = Date.parse(`${manilaDay(now.getTime())}T00:00:00+08:00`);
  shelves = (await stockedVariants(t, { minStock: 5 })).filter(
    (shelf, index, all) => all.findIndex((other) => other.productId === shelf.productId) === index,
  );
  const [a, b, c] = shelves;
  if (!a || !b || !c) throw new Error('The seeded catalogue has fewer than 3 stocked products');
  placed = {
    // 23:30 yesterday and 00:30 today, Manila time: on either side of the day's start.
    lateYesterday: (await orderAt(midnight - HOUR / 2, [{ line: a, quantity: 2 }]))._id,
    earlyToday: (await orderAt(midnight + HOUR / 2, [{ line: a }, { line: b, quantity: 2 }]))._id,
    cancelledToday: (await orderAt(midnight + HOUR, [{ line: c, quantity: 2 }]))._id,
    threeDays: (await orderAt(midnight - 3 * DAY + 5 * HOUR, [{ line: b }, { line: c }]))._id,
    tenDays: (await orderAt(midnight - 10 * DAY + 12 * HOUR, [{ line: c }]))._id,
  };
  expectStatus(
    await updateStatus(t, customer, placed.cancelledToday, {
      action: 'cancel',
      reason: 'Changed my mind',
      details: '',
    }),
    200,
  );
  // Five checkouts on the embedded database: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('GET /api/v1/admin/dashboard: who may read it', () => {
  it('answers admins and staff, refuses customers (403) and anonymous callers (401)', async () => {
    expect((await dashboard('today', admin)).range).toBe('today');
    expect((await dashboard('today', staff)).range).toBe('today');
    expectStatus(await get(t, '/api/v1/admin/dashboard', customer.headers), 403);
    expectStatus(await get(t, '/api/v1/admin/dashboard'), 401);
  });

  it('refuses a range it does not know with 400 and says which ones it takes', async () => {
    const response = await get(t, '/api/v1/admin/dashboard?range=90d', staff.headers);
    expectStatus(response, 400);
    expect(response.body).toContain('today, 7d, 30d');
  });

  it('shows today without a range', async () => {
    const data = expectStatus(await get(t, '/api/v1/admin/dashboard', staff.headers), 200).data;
    expect(data.range).toBe('today');
  });
});

describe('GET /api/v1/admin/dashboard: the figures are the orders’ sums', () => {
  it.each(DASHBOARD_RANGES)('%s: revenue, orders, average, groups, top products', async (range) => {
    const data = await dashboard(range);
    const sums = await expected(range);
    expect(data.revenueCentavos).toBe(sums.revenueCentavos);
    expect(data.orders).toBe(sums.orders);
    expect(data.averageOrderCentavos).toBe(sums.averageOrderCentavos);
    for (const { group, orders: count } of data.statusGroups) {
      expect(count, group).toBe(sums.groups[group] ?? 0);
    }
    expect(data.statusGroups.reduce((sum, entry) => sum + entry.orders, 0)).toBe(
      Object.values(sums.groups).reduce((sum, count) => sum + count, 0),
    );
    const top = [...sums.products]
      .sort(([, x], [, y]) => y.units - x.units || y.revenueCentavos - x.revenueCentavos)
      .slice(0, 5);
    expect(
      data.topProducts.map(({ productId, units, revenueCentavos }) => [
        productId,
        { units, revenueCentavos },
      ]),
    ).toEqual(top);
  });

  it('counts an order of 00:30 Manila today, and one of 23:30 the night before only from 7 days', async () => {
    const [early] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.earlyToday));
    const [late] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.lateYesterday));
    const today = await dashboard('today');
    expect(today.orders).toBe(1);
    expect(today.revenueCentavos).toBe(early!.totalCentavos);
    expect(today.averageOrderCentavos).toBe(early!.totalCentavos);
    expect(today.from).toBe(manilaDay(now.getTime()));
    expect(today.to).toBe(manilaDay(now.getTime()));
    // The customer's cancel leaves the sales but shows in its group.
    expect(today.statusGroups.find((entry) => entry.group === 'cancelled')?.orders).toBe(1);

    const week = await dashboard('7d');
    expect(week.orders).toBe(3);
    expect(week.from).toBe(manilaDay(midnight - 6 * DAY));
    const yesterday = week.series.find((day) => day.date === manilaDay(midnight - DAY));
    expect(yesterday).toEqual({
      date: manilaDay(midnight - DAY),
      revenueCentavos: late!.totalCentavos,
      orders: 1,
    });
    expect((await dashboard('30d')).orders).toBe(4);
  });

  it('charts every Manila day of the range, oldest first, empty days as zero', async () => {
    const today = await dashboard('today');
    const days = (count: number) =>
      Array.from({ length: count }, (_, index) => manilaDay(midnight - (count - 1 - index) * DAY));
    // Today is charted against the 6 days before it.
    expect(today.series.map((day) => day.date)).toEqual(days(7));
    const month = await dashboard('30d');
    expect(month.series.map((day) => day.date)).toEqual(days(30));
    expect(month.series.reduce((sum, day) => sum + day.revenueCentavos, 0)).toBe(
      month.revenueCentavos,
    );
    expect(month.series.reduce((sum, day) => sum + day.orders, 0)).toBe(month.orders);
    expect(month.series.find((day) => day.date === manilaDay(midnight - 2 * DAY))).toEqual({
      date: manilaDay(midnight - 2 * DAY),
      revenueCentavos: 0,
      orders: 0,
    });
  });
});

describe('GET /api/v1/admin/dashboard: stock and returns', () => {
  it('counts a shelf that falls to its threshold as low, and the returns waiting', async () => {
    const shelf = shelves.at(-1)!;
    const before = await dashboard('today');
    await setStock(t, shelf.variantId, shelf.branchId, 0);
    const after = await dashboard('today');
    expect(after.lowStockTotal).toBe(before.lowStockTotal + 1);
    expect(after.lowStock.length).toBe(Math.min(after.lowStockTotal, 10));
    for (const line of after.lowStock) expect(line.available).toBeLessThanOrEqual(line.threshold);
    const units = after.lowStock.map((line) => line.available);
    expect(units).toEqual([...units].sort((x, y) => x - y));

    await t.database.db.insert(orderReturns).values([
      {
        orderId: placed.threeDays,
        userId: customer.id,
        status: 'return_request',
        reason: 'Scratched',
      },
      { orderId: placed.tenDays, userId: customer.id, status: 'returned', reason: 'Too big' },
    ]);
    expect((await dashboard('today')).returnsWaiting).toBe(after.returnsWaiting + 1);
  });
});
