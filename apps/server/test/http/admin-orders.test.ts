import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, users } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  stockedVariants,
  stockOf,
  TEST_PROJECT_ID,
  type Customer,
  type StockedVariant,
} from '../customers';
import { paymentOf, paynamicsNotification, postNotification } from '../payments';
import { ADMIN, callers, STAFF, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import { mailSubjects, orderState, placeCodOrder, type PlacedOrder } from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let customer: Caller;
let ana: Customer;
let ben: Customer;
let anaAddress: string;
let benAddress: string;
let lines: StockedVariant[];
let next = 0;
const line = () => lines[next++]!;

const BASE = '/api/v1/admin/orders';

beforeAll(async () => {
  t = await createShopTestApp({
    env: { ACCESS_TOKEN_TTL: '30d', STAFF_ACCESS_TOKEN_TTL: '30d' },
  });
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  ({ admin, staff, customer } = await callers(t));
  ana = await createCustomer(t, { firstName: 'Anabelle', lastName: 'Quiambao' });
  ben = await createCustomer(t, { firstName: 'Benigno', lastName: 'Reyes' });
  await t.database.db.update(users).set({ mobile: '09998887766' }).where(eq(users.id, ben.id));
  anaAddress = await createAddress(t, ana);
  benAddress = await createAddress(t, ben);
  lines = (await stockedVariants(t, { minStock: 10 })).filter(
    (entry) => entry.priceCentavos < 4_000_00,
  );
  if (lines.length < 12) throw new Error(`only ${lines.length} stocked lines`);
}, 240_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, caller?: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async (query: string, caller: Caller = staff) =>
  expectStatus(await send('GET', `${BASE}?${query}`, caller), 200) as {
    data: { id: string; orderNumber: string; status: string; [key: string]: unknown }[];
    meta: { page: number; limit: number; total: number };
  };
const ids = async (query: string) => (await list(query)).data.map((row) => row.id);

const detail = async (id: string, caller: Caller = staff) =>
  expectStatus(await send('GET', `${BASE}/${id}`, caller), 200).data;

const move = (id: string, body: Record<string, unknown>, caller: Caller = staff) =>
  send('POST', `${BASE}/${id}/status`, caller, body);

/** An online order paid by GCash through the sandbox gateway's notification. */
async function placePaidOnline(who: Customer, address: string, stocked: StockedVariant) {
  const item = await cartLine(t, who, stocked, 2);
  const placed = expectStatus(
    await checkout(
      t,
      who,
      checkoutBody([item], { address, paymentMethod: 'online', paynamicsChannel: 'gc' }),
    ),
    201,
  ).data as PlacedOrder;
  const payment = await paymentOf(t, placed._id);
  const notified = await postNotification(
    t,
    paynamicsNotification({
      request_id: payment.requestId,
      response_id: `GC-${placed.orderNumber}`,
    }),
  );
  expect(notified.statusCode).toBeLessThan(300);
  return placed;
}

describe('the guard', () => {
  it('lets admin and staff in, answers 403 to a customer and 401 to no one, changing nothing', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = await orderState(t, order._id);
    const reads: string[] = [
      BASE,
      `${BASE}/${order._id}`,
      `${BASE}/${order.orderNumber}`,
      `${BASE}/export.csv`,
      `${BASE}/couriers`,
    ];
    for (const url of reads) {
      expect((await send('GET', url, admin)).statusCode, url).toBe(200);
      expect((await send('GET', url, staff)).statusCode, url).toBe(200);
      expect((await send('GET', url, customer)).statusCode, url).toBe(403);
      expect((await send('GET', url)).statusCode, url).toBe(401);
    }
    const writes: [string, unknown][] = [
      [`${BASE}/${order._id}/status`, { status: 'processing' }],
      [`${BASE}/bulk/status`, { orderIds: [order._id], status: 'processing' }],
    ];
    for (const [url, body] of writes) {
      expect((await send('POST', url, customer, body)).statusCode, url).toBe(403);
      expect((await send('POST', url, undefined, body)).statusCode, url).toBe(401);
    }
    expect(await orderState(t, order._id)).toEqual(before);
    // Admins move orders as staff do.
    expectStatus(await move(order._id, { status: 'processing' }, admin), 200);
  });
});

describe('GET /api/v1/admin/orders', () => {
  let anas: PlacedOrder;
  let bens: PlacedOrder;
  let pickup: PlacedOrder;

  beforeAll(async () => {
    anas = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    bens = await placeCodOrder(t, ben, benAddress, [
      { line: line(), quantity: 2 },
      { line: line() },
    ]);
    const pickupLine = line();
    const item = await cartLine(t, ana, pickupLine, 1);
    pickup = expectStatus(
      await checkout(
        t,
        ana,
        checkoutBody([item], {
          fulfillmentType: 'pickup',
          branchId: pickupLine.branchId,
          address: null,
          courier: null,
        }),
      ),
      201,
    ).data;
    expectStatus(await move(bens._id, { status: 'processing' }), 200);
  });

  it('lists rows with the customer, totals, payment, fulfilment and line count', async () => {
    const page = await list('limit=100');
    const row = page.data.find((entry) => entry.id === bens._id);
    expect(row).toMatchObject({
      orderNumber: bens.orderNumber,
      status: 'processing',
      statusLabel: 'Order Processing',
      customer: { id: ben.id, name: 'Benigno Reyes', email: ben.email, mobile: '09998887766' },
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      fulfillmentType: 'delivery',
      courier: { code: 'casa-fleet', name: 'Casa Filipina Delivery Truck' },
      branch: null,
      itemCount: 3,
    });
    expect(row!['totalCentavos']).toBeGreaterThan(0);
    expect(page.meta).toEqual({ page: 1, limit: 100, total: page.data.length });
  });

  it('filters by group, status, payment, fulfilment, branch, courier and Manila dates', async () => {
    expect(await ids('status=processing')).toContain(bens._id);
    expect(await ids('status=processing')).not.toContain(anas._id);
    expect(await ids('group=processing')).toEqual(expect.arrayContaining([anas._id, bens._id]));
    expect(await ids('group=cancelled')).not.toContain(anas._id);
    // A status outside the group finds nothing.
    expect(await ids('group=shipped&status=processing')).toEqual([]);
    expect(await ids('paymentMethod=cod&paymentStatus=cod_pending')).toContain(anas._id);
    expect(await ids('paymentMethod=online')).not.toContain(anas._id);
    expect(await ids('fulfillment=pickup')).toEqual([pickup._id]);
    const [pickupRow] = (await list(`search=${pickup.orderNumber}`)).data;
    const branch = pickupRow!['branch'] as { id: string };
    expect(await ids(`branchId=${branch.id}`)).toEqual([pickup._id]);
    expect(await ids('courier=casa-fleet')).toEqual(expect.arrayContaining([anas._id, bens._id]));
    expect(await ids('courier=lbc-cargo')).not.toContain(anas._id);

    // Today in Manila holds them; the day before does not.
    const manilaToday = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(manilaToday) - 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`from=${manilaToday}&to=${manilaToday}`)).toContain(anas._id);
    expect(await ids(`to=${yesterday}`)).not.toContain(anas._id);
    expect(await ids(`from=${manilaToday}`)).toContain(anas._id);
  });

  it('searches by part of the order number, the customer’s name, e-mail or mobile', async () => {
    expect(await ids(`search=${anas.orderNumber.slice(-6)}`)).toContain(anas._id);
    expect(await ids(`search=${anas.orderNumber.toLowerCase()}`)).toEqual([anas._id]);
    const benigno = await ids('search=enigno rey');
    expect(benigno).toContain(bens._id);
    expect(benigno).not.toContain(anas._id);
    expect(await ids(`search=${encodeURIComponent(ana.email.toUpperCase())}`)).toEqual(
      expect.arrayContaining([anas._id, pickup._id]),
    );
    expect(await ids('search=9988877')).toEqual([bens._id]);
    // LIKE wildcards are read literally.
    expect(await ids('search=%25')).toEqual([]);
  });

  it('sorts and pages on the server', async () => {
    const all = (await list('limit=100&sort=orderNumber&order=asc')).data.map(
      (row) => row.orderNumber,
    );
    expect(all).toEqual([...all].sort());
    const totals = (await list('limit=100&sort=totalCentavos&order=desc')).data.map(
      (row) => row['totalCentavos'] as number,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const first = await list('limit=2&page=1&sort=orderNumber&order=asc');
    const second = await list('limit=2&page=2&sort=orderNumber&order=asc');
    expect(first.data.map((row) => row.orderNumber)).toEqual(all.slice(0, 2));
    expect(second.data.map((row) => row.orderNumber)).toEqual(all.slice(2, 4));
    expect(second.meta).toEqual({ page: 2, limit: 2, total: all.length });
    // Newest first by default.
    const newest = (await list('limit=100')).data.map((row) => row['createdAt'] as string);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'status=lost',
      'group=someday',
      'from=2026-13-45',
      'from=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'limit=101',
      'sort=customer',
      'paymentStatus=maybe',
      'branchId=nope',
      'search=a%00b',
      `search=${'x'.repeat(101)}`,
    ]) {
      expect((await send('GET', `${BASE}?${query}`, staff)).statusCode, query).toBe(400);
    }
  });
});

describe('an order’s page', () => {
  it('shows items, VAT totals, addresses, fulfilment, payment, timeline and the next moves', async () => {
    const order = await placeCodOrder(t, ben, benAddress, [{ line: line(), quantity: 2 }]);
    expectStatus(
      await move(order._id, { status: 'processing', note: 'Packed at the warehouse' }),
      200,
    );
    const page = await detail(order.orderNumber.toLowerCase());
    expect(page).toMatchObject({
      id: order._id,
      orderNumber: order.orderNumber,
      status: 'processing',
      customer: { id: ben.id, name: 'Benigno Reyes', email: ben.email },
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      fulfillmentType: 'delivery',
      courier: { code: 'casa-fleet' },
      shippingAddress: { contactName: expect.any(String), city: expect.any(String) },
      trackingNumber: null,
      payments: [],
      returns: [],
      next: [
        { action: 'seller_cancel', status: 'cancelled_seller', label: 'Order Cancelled by Seller' },
        { action: 'ship', status: 'shipped', label: 'Order in Transit' },
      ],
    });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ quantity: 2, sku: expect.any(String) });
    const { totals } = page;
    expect(totals.vatableSalesCentavos + totals.vatCentavos).toBe(
      totals.subtotalCentavos - totals.discountCentavos + totals.shippingFeeCentavos,
    );
    expect(totals.totalCentavos).toBe(page.totalCentavos);
    expect(page.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'order_placed',
      'order_placed_cod_payment',
      'processing',
    ]);
    expect(page.timeline[0]).toMatchObject({ actorType: 'customer', actorName: 'Benigno Reyes' });
    expect(page.timeline[2]).toMatchObject({
      actorType: 'staff',
      actorName: expect.any(String),
      note: 'Packed at the warehouse',
    });
    expect(page.timeline[2].actorName).not.toMatch(/operator:/);
  });

  it('shows the gateway references of a paid online order', async () => {
    const placed = await placePaidOnline(ana, anaAddress, line());
    const page = await detail(placed._id);
    expect(page.paymentStatus).toBe('paid');
    expect(page.payments).toEqual([
      expect.objectContaining({
        provider: 'paynamics',
        channel: 'gc',
        status: 'paid',
        requestId: expect.any(String),
        responseId: `GC-${placed.orderNumber}`,
        responseCode: 'GR001',
        paidAt: expect.any(String),
      }),
    ]);
    expect(
      page.timeline.some((entry: { actorType: string }) => entry.actorType === 'gateway'),
    ).toBe(true);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await send('GET', `${BASE}/CF-1999-000001`, staff)).statusCode).toBe(404);
    expect(
      (await send('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, staff)).statusCode,
    ).toBe(404);
    expect((await send('GET', `${BASE}/a%00b`, staff)).statusCode).toBe(400);
    expect((await send('GET', `${BASE}/bad'id`, staff)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/admin/orders/:id/status', () => {
  it('takes an order through processing, shipped, delivered; mails each step; logs each move', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = (await mailSubjects(t, ana.email)).length;
    const processed = expectStatus(await move(order._id, { status: 'processing' }), 200).data;
    expect(processed.status).toBe('processing');

    // Shipping asks for the courier and the tracking number.
    const noTracking = await move(order._id, { status: 'shipped', courier: 'lbc-cargo' });
    expect(expectStatus(noTracking, 400).message).toMatch(/tracking number/i);
    const noCourier = await move(order._id, { status: 'shipped', trackingNumber: 'LBC-1' });
    expect(expectStatus(noCourier, 400).message).toMatch(/courier/i);
    const unknown = await move(order._id, {
      status: 'shipped',
      courier: 'pony-express',
      trackingNumber: 'X-1',
    });
    expect(expectStatus(unknown, 400).message).toMatch(/courier/i);
    expect((await detail(order._id)).status).toBe('processing');

    const shipped = expectStatus(
      await move(order._id, {
        status: 'shipped',
        courier: 'lbc-cargo',
        trackingNumber: 'LBC-778899',
      }),
      200,
    ).data;
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: 'LBC-778899',
      courier: { code: 'lbc-cargo', name: 'LBC Cargo' },
      next: [{ action: 'deliver', status: 'delivered_confirm_receipt' }],
    });
    const delivered = expectStatus(
      await move(order._id, { status: 'delivered_confirm_receipt' }),
      200,
    ).data;
    expect(delivered).toMatchObject({ status: 'delivered_confirm_receipt', paymentStatus: 'paid' });
    expect(delivered.next).toEqual([]);

    const mails = await mailSubjects(t, ana.email);
    expect(mails.length - before).toBe(3);

    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordType, 'order'), eq(activityLog.recordId, order._id)));
    expect(log.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.status',
      'order.status',
    ]);
    expect(log.find((entry) => entry.changes['trackingNumber'])?.changes).toMatchObject({
      status: { before: 'processing', after: 'shipped' },
      trackingNumber: { before: null, after: 'LBC-778899' },
      courier: { before: 'casa-fleet', after: 'lbc-cargo' },
    });
    expect(log[0]!.actorId).toBe(staff.id);
  });

  it('refuses a move the table does not allow with 409 and changes nothing', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = await orderState(t, order._id);
    const mailsBefore = await mailSubjects(t, ana.email);
    for (const status of ['delivered_confirm_receipt', 'order_complete', 'cancelled_customer']) {
      expect((await move(order._id, { status })).statusCode, status).toBe(409);
    }
    const ship = await move(order._id, {
      status: 'shipped',
      courier: 'casa-fleet',
      trackingNumber: 'T-1',
    });
    expect(ship.statusCode).toBe(409);
    expect(await orderState(t, order._id)).toEqual(before);
    expect(await mailSubjects(t, ana.email)).toEqual(mailsBefore);
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, order._id));
    expect(log).toEqual([]);
  });

  it('a seller cancel needs a reason; on a paid online order it releases stock and records a refund', async () => {
    const stocked = line();
    const onShelf = (await stockOf(t, stocked.variantId, stocked.branchId)) ?? 0;
    const placed = await placePaidOnline(ben, benAddress, stocked);
    expect(await stockOf(t, stocked.variantId, stocked.branchId)).toBe(onShelf - 2);
    const noReason = await move(placed._id, { status: 'cancelled_seller' });
    expect(expectStatus(noReason, 400).message).toMatch(/reason/i);
    const blank = await move(placed._id, { status: 'cancelled_seller', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await detail(placed._id)).status).toBe('order_placed_online_payment');

    const mailsBefore = (await mailSubjects(t, ben.email)).length;
    const cancelled = expectStatus(
      await move(placed._id, {
        status: 'cancelled_seller',
        reason: 'Out of stock at the supplier',
      }),
      200,
    ).data;
    expect(cancelled).toMatchObject({
      status: 'cancelled_seller',
      paymentStatus: 'refund_due',
      next: [],
    });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      status: 'cancelled_seller',
      actorType: 'staff',
      note: 'Out of stock at the supplier',
    });
    expect(await stockOf(t, stocked.variantId, stocked.branchId)).toBe(onShelf);
    const { refunds, order } = await orderState(t, placed._id);
    expect(refunds).toEqual([
      expect.objectContaining({
        amountCentavos: order!.totalCentavos,
        source: 'cancellation',
        status: 'pending',
      }),
    ]);
    const mails = await mailSubjects(t, ben.email);
    expect(mails.length).toBe(mailsBefore + 1);
  });

  it('refuses bad bodies with 400 (unknown status, NUL, too long)', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = await orderState(t, order._id);
    for (const body of [
      {},
      { status: 'lost' },
      { status: 'processing', note: 'a\u0000b' },
      { status: 'cancelled_seller', reason: 'x'.repeat(501) },
      { status: 'cancelled_seller', reason: 'Sold out\u0000' },
    ]) {
      expect((await move(order._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await orderState(t, order._id)).toEqual(before);
  });
});

describe('POST /api/v1/admin/orders/bulk/status', () => {
  it('moves each order on its own and lists what moved and what was refused', async () => {
    const first = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const second = await placeCodOrder(t, ben, benAddress, [{ line: line() }]);
    const shipped = await placeCodOrder(t, ben, benAddress, [{ line: line() }]);
    expectStatus(await move(shipped._id, { status: 'processing' }), 200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const before = await orderState(t, shipped._id);
    const reply = expectStatus(
      await send('POST', `${BASE}/bulk/status`, staff, {
        orderIds: [first._id, second._id, shipped._id, missing],
        status: 'processing',
      }),
      200,
    ).data;
    expect(reply).toMatchObject({ moved: 2, refused: 2 });
    expect(reply.results).toEqual([
      expect.objectContaining({ orderId: first._id, orderNumber: first.orderNumber, ok: true }),
      expect.objectContaining({ orderId: second._id, ok: true, status: 'processing' }),
      expect.objectContaining({
        orderId: shipped._id,
        ok: false,
        message: expect.stringContaining(shipped.orderNumber),
      }),
      expect.objectContaining({ orderId: missing, orderNumber: null, ok: false }),
    ]);
    expect((await detail(first._id)).status).toBe('processing');
    expect((await detail(second._id)).status).toBe('processing');
    expect(await orderState(t, shipped._id)).toEqual(before);
    expect((await mailSubjects(t, ben.email)).length).toBeGreaterThan(0);
  });

  it('refuses an empty, oversized or malformed selection', async () => {
    const url = `${BASE}/bulk/status`;
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const body of [
      { orderIds: [], status: 'processing' },
      { orderIds: Array.from({ length: 101 }, () => uuid), status: 'processing' },
      { orderIds: ['nope'], status: 'processing' },
      { orderIds: [uuid], status: 'shipped' },
      { orderIds: [uuid], status: 'cancelled_seller' },
    ]) {
      expect((await send('POST', url, staff, body)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/v1/admin/orders/export.csv', () => {
  it('writes one row per order line, filtered like the list', async () => {
    const order = await placeCodOrder(t, ben, benAddress, [
      { line: line(), quantity: 2 },
      { line: line() },
    ]);
    const response = await send('GET', `${BASE}/export.csv?search=${order.orderNumber}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(rows.map((row) => [row['order_number'], row['line'], row['quantity']])).toEqual([
      [order.orderNumber, '0', '2'],
      [order.orderNumber, '1', '1'],
    ]);
    expect(rows[0]).toMatchObject({
      customer_name: 'Benigno Reyes',
      customer_email: ben.email,
      customer_mobile: '09998887766',
      payment_method: 'cod',
      order_total: (stored!.totalCentavos / 100).toFixed(2),
      order_vat: (stored!.vatCentavos / 100).toFixed(2),
    });
    const net = rows.reduce((sum, row) => sum + Math.round(Number(row['line_net']) * 100), 0);
    expect(net + stored!.shippingFeeCentavos).toBe(stored!.totalCentavos);

    const none = await send(
      'GET',
      `${BASE}/export.csv?status=returned&search=${order.orderNumber}`,
      staff,
    );
    expect(parse(none.body.slice(1), { columns: true })).toEqual([]);
    expect((await send('GET', `${BASE}/export.csv?from=nope`, staff)).statusCode).toBe(400);
  });
});
