import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  post,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { advanceClock, DAY, mailsTo, resetClock } from './auth-fixtures';
import {
  advance,
  advanceThrough,
  mailSubjects,
  orderState,
  placeCodOrder,
  receive,
  refundsOf,
  signedInOperator,
  updateStatus,
  uploadPhoto,
  type PlacedOrder,
} from './order-fixtures';

let t: TestApp;
let ana: Customer;
let ben: Customer;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
let anaAddress: string;
let benAddress: string;
let lines: StockedVariant[];
let next = 0;
const line = () => lines[next++]!;

beforeAll(async () => {
  t = await createShopTestApp({
    env: { RETURN_WINDOW_DAYS: '7', ACCESS_TOKEN_TTL: '30d', STAFF_ACCESS_TOKEN_TTL: '30d' },
  });
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben', lastName: 'Reyes' });
  operator = await signedInOperator(t);
  anaAddress = await createAddress(t, ana);
  benAddress = await createAddress(t, ben);
  // A few units and the delivery fee stay under the cash-on-delivery cap.
  lines = (await stockedVariants(t, { minStock: 10 })).filter(
    (entry) => entry.priceCentavos < 4_000_00,
  );
  if (lines.length < 15) throw new Error(`only ${lines.length} stocked lines`);
});
afterAll(() => t.close());

const operatorDetail = async (idOrNumber: string) =>
  expectStatus(await get(t, `/api/v1/operator/orders/${idOrNumber}`, operator.headers), 200).data;

const customerDetail = async (customer: Customer, id: string) =>
  expectStatus(await get(t, `/api/v1/my-orders/${id}`, customer.headers), 200).data;

describe('the operator API guard', () => {
  it('answers 401 without a session and 403 to a customer, changing nothing', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = await orderState(t, order._id);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/operator/orders'],
      ['GET', `/api/v1/operator/orders/${order._id}`],
      ['POST', `/api/v1/operator/orders/${order._id}/status`, { status: 'processing' }],
      ['POST', '/api/v1/operator/returns/00000000-0000-4000-8000-000000000000/approve', {}],
      ['POST', '/api/v1/operator/returns/00000000-0000-4000-8000-000000000000/decline', {}],
      ['GET', '/api/v1/operator/return-photos/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, payload] of calls) {
      const request = { method: method as 'GET' | 'POST', url, payload: payload as object };
      const anonymous = await t.app.inject(request);
      expect(expectStatus(anonymous, 401), url).toEqual({ message: 'Please log in to continue.' });
      const customer = await t.app.inject({ ...request, headers: ana.headers });
      expect(expectStatus(customer, 403), url).toEqual({
        message: 'You do not have access to this.',
      });
    }
    expect(await orderState(t, order._id)).toEqual(before);
  });
});

describe('GET /api/v1/operator/orders', () => {
  let anas: PlacedOrder;
  let bens: PlacedOrder;

  beforeAll(async () => {
    anas = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    bens = await placeCodOrder(t, ben, benAddress, [{ line: line(), quantity: 2 }]);
    await advance(t, operator, bens._id, 'processing');
  });

  it('lists every customer’s orders, newest first, with the customer', async () => {
    const page = expectStatus(
      await get(t, '/api/v1/operator/orders?limit=50', operator.headers),
      200,
    );
    const ids = page.data.map((order: { _id: string }) => order._id);
    expect(ids.indexOf(bens._id)).toBeLessThan(ids.indexOf(anas._id));
    expect(page.data.find((order: { _id: string }) => order._id === bens._id)).toMatchObject({
      orderNumber: bens.orderNumber,
      status: 'processing',
      status_label: 'Order Processing',
      item_count: 2,
      customer: { name: 'Ben Reyes', email: ben.email },
    });
    expect(page.meta).toEqual({ page: 1, limit: 50, total: ids.length });
  });

  it('filters by status, stage, order number and e-mail; refuses an unknown status', async () => {
    const ids = async (query: string) =>
      expectStatus(
        await get(t, `/api/v1/operator/orders?${query}`, operator.headers),
        200,
      ).data.map((order: { _id: string }) => order._id);
    expect(await ids('status=processing')).toContain(bens._id);
    expect(await ids('status=processing')).not.toContain(anas._id);
    expect(await ids('group=processing')).toEqual(expect.arrayContaining([anas._id, bens._id]));
    expect(await ids(`search=${anas.orderNumber}`)).toEqual([anas._id]);
    expect(await ids(`search=${encodeURIComponent(ben.email)}`)).toContain(bens._id);
    expect(await ids(`search=${encodeURIComponent(ben.email)}`)).not.toContain(anas._id);
    const bad = await get(t, '/api/v1/operator/orders?status=lost', operator.headers);
    expect(expectStatus(bad, 400).message).toMatch(/^status: /);
  });
});

describe('GET /api/v1/operator/orders/:id', () => {
  it('shows an order by id or number with its customer and next statuses', async () => {
    const order = await placeCodOrder(t, ben, benAddress, [{ line: line() }]);
    const byId = await operatorDetail(order._id);
    expect(byId).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      status: 'order_placed_cod_payment',
      customer: { name: 'Ben Reyes', email: ben.email },
      next: [
        { action: 'seller_cancel', status: 'cancelled_seller', label: 'Order Cancelled by Seller' },
        { action: 'process', status: 'processing', label: 'Order Processing' },
      ],
    });
    expect(await operatorDetail(order.orderNumber.toLowerCase())).toEqual(byId);
    const missing = await get(t, '/api/v1/operator/orders/CF-1999-000001', operator.headers);
    expect(expectStatus(missing, 404)).toEqual({ message: 'The order does not exist.' });
  });
});

describe('POST /api/v1/operator/orders/:id/status', () => {
  it('moves an order along the machine, audited with the operator and mailed', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const processing = expectStatus(await advance(t, operator, order._id, 'processing'), 200).data;
    expect(processing).toMatchObject({
      status: 'processing',
      next: [{ status: 'cancelled_seller' }, { status: 'shipped' }],
    });
    const shipped = expectStatus(
      await advance(t, operator, order._id, 'shipped', {
        trackingNumber: 'LBC-123456',
        note: 'Two boxes',
      }),
      200,
    ).data;
    expect(shipped.fulfillment.tracking_number).toBe('LBC-123456');
    expect(shipped.audit.at(-1)).toEqual({
      status: 'shipped',
      label: 'Order in Transit',
      at: expect.any(String),
      actor: expect.stringMatching(/^operator:[0-9a-f-]{36}$/),
      note: 'Shipped with tracking number LBC-123456: Two boxes',
    });
    await t.app.jobs.runDue();
    const mail = (await mailsTo(t, ana.email)).find(
      (sent) => sent.subject === `Order ${order.orderNumber}: Order in Transit`,
    );
    expect(mail?.text).toContain('Tracking number: LBC-123456');
    // The customer sees the tracking number and "operator" as the actor.
    const seen = await customerDetail(ana, order._id);
    expect(seen.fulfillment.tracking_number).toBe('LBC-123456');
    expect(seen.audit.at(-1).actor).toBe('operator');
  });

  it('refuses shipping without a tracking number (400) and moves the machine refuses (409), changing nothing', async () => {
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: line() }]);
    const before = await orderState(t, order._id);
    const skip = await advance(t, operator, order._id, 'shipped', { trackingNumber: 'X1' });
    expect(expectStatus(skip, 409)).toEqual({
      message: `Order ${order.orderNumber} is order_placed_cod_payment; it cannot move to shipped.`,
    });
    for (const status of ['cancelled_customer', 'order_recieved', 'order_placed']) {
      expect(expectStatus(await advance(t, operator, order._id, status), 409).message).toContain(
        `it cannot move to ${status}.`,
      );
    }
    expect(expectStatus(await advance(t, operator, order._id, 'teleported'), 400).message).toMatch(
      /^status: /,
    );
    expect(await orderState(t, order._id)).toEqual(before);

    await advance(t, operator, order._id, 'processing');
    const processing = await orderState(t, order._id);
    const untracked = await advance(t, operator, order._id, 'shipped', { trackingNumber: '  ' });
    expect(expectStatus(untracked, 400)).toEqual({
      message: 'A tracking number is needed to ship an order.',
      errors: { trackingNumber: 'A tracking number is needed to ship an order.' },
    });
    expect(await orderState(t, order._id)).toEqual(processing);
  });

  it('cancels as the seller before shipping: stock back, customer told', async () => {
    const a = line();
    const stock = (await stockOf(t, a.variantId, a.branchId))!;
    const order = await placeCodOrder(t, ben, benAddress, [{ line: a, quantity: 2 }]);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stock - 2);
    const cancelled = expectStatus(
      await advance(t, operator, order._id, 'cancelled_seller', { note: 'Out of production' }),
      200,
    ).data;
    expect(cancelled).toMatchObject({ status: 'cancelled_seller', next: [] });
    expect(cancelled.audit.at(-1).note).toBe('Out of production');
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stock);
    const subjects = await mailSubjects(t, ben.email);
    expect(subjects).toContain(`Order ${order.orderNumber}: Order Cancelled by Seller`);
  });
});

describe('returns for the operator', () => {
  it('approve, receive and mark returned: statuses follow, the refund is recorded', async () => {
    const a = line();
    const order = await placeCodOrder(t, ana, anaAddress, [{ line: a, quantity: 2 }]);
    await receive(t, operator, ana, order._id);
    const [item] = (await customerDetail(ana, order._id)).items as {
      _id: string;
      net: number;
    }[];
    const photo = await uploadPhoto(t, ana, order._id);
    const requested = expectStatus(
      await updateStatus(t, ana, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item!._id, quantity: 1 }],
        reason: 'Defective or not working',
        photoIds: [photo._id],
      }),
      200,
    ).data;
    const returnId = requested.returns[0]._id as string;

    const seen = await operatorDetail(order._id);
    expect(seen.returns[0].photos).toEqual([
      { _id: photo._id, url: `/api/v1/operator/return-photos/${photo._id}` },
    ]);
    const served = await get(t, seen.returns[0].photos[0].url, operator.headers);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(seen.next.map((step: { status: string }) => step.status)).toEqual([
      'return_pending',
      'return_approved',
      'return_cancelled',
    ]);

    const approved = expectStatus(
      await post(t, `/api/v1/operator/returns/${returnId}/approve`, {}, operator.headers),
      200,
    ).data;
    expect(approved).toMatchObject({
      _id: returnId,
      status: 'return_approved',
      status_label: 'Return Approved',
      audit: [
        { status: 'return_request', actor: 'customer' },
        {
          status: 'return_approved',
          actor: expect.stringMatching(/^operator:/),
          note: 'Return approved',
        },
      ],
    });
    const again = await post(
      t,
      `/api/v1/operator/returns/${returnId}/decline`,
      {},
      operator.headers,
    );
    expect(expectStatus(again, 409)).toEqual({
      message: 'This return request is Return Approved; it can no longer be approved or declined.',
    });
    expect((await customerDetail(ana, order._id)).status).toBe('return_approved');

    await advanceThrough(t, operator, order._id, ['return_order_processing', 'returned']);
    const done = await customerDetail(ana, order._id);
    expect(done).toMatchObject({ status: 'returned', payment: { status: 'refund_due' } });
    expect(done.returns[0].status).toBe('returned');
    expect(done.returns[0].audit.map((entry: { status: string }) => entry.status)).toEqual([
      'return_request',
      'return_approved',
      'return_order_processing',
      'returned',
    ]);
    expect(await refundsOf(t, order._id)).toEqual([
      expect.objectContaining({
        amountCentavos: Math.round(Math.round(item!.net * 100) / 2),
        source: 'return',
        status: 'pending',
      }),
    ]);
    const subjects = await mailSubjects(t, ana.email);
    for (const label of ['Return Approved', 'Return Order Processing', 'Returned']) {
      expect(subjects).toContain(`Order ${order.orderNumber}: ${label}`);
    }
  });

  it('decline: the return and the order are cancelled, then the order completes after the window', async () => {
    const order = await placeCodOrder(t, ben, benAddress, [{ line: line() }]);
    await receive(t, operator, ben, order._id);
    const [item] = (await customerDetail(ben, order._id)).items as { _id: string }[];
    const requested = expectStatus(
      await updateStatus(t, ben, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item!._id, quantity: 1 }],
        reason: 'Not as described',
      }),
      200,
    ).data;
    const returnId = requested.returns[0]._id as string;
    await advanceThrough(t, operator, order._id, ['return_pending']);
    expect((await customerDetail(ben, order._id)).returns[0].status).toBe('return_pending');

    const declined = expectStatus(
      await post(
        t,
        `/api/v1/operator/returns/${returnId}/decline`,
        { note: 'The item is as pictured' },
        operator.headers,
      ),
      200,
    ).data;
    expect(declined).toMatchObject({
      status: 'return_cancelled',
      status_label: 'Return Cancelled',
    });
    expect(declined.audit.at(-1).note).toBe('The item is as pictured');
    const after = await customerDetail(ben, order._id);
    expect(after).toMatchObject({ status: 'return_cancelled', allowed_actions: [] });
    await t.app.jobs.runDue();
    const mail = (await mailsTo(t, ben.email)).find(
      (sent) => sent.subject === `Order ${order.orderNumber}: Return Cancelled`,
    );
    expect(mail?.text).toContain('Reason: The item is as pictured');

    const unknown = await post(
      t,
      '/api/v1/operator/returns/00000000-0000-4000-8000-000000000000/approve',
      {},
      operator.headers,
    );
    expect(expectStatus(unknown, 404)).toEqual({ message: 'The return request does not exist.' });

    advanceClock(t, 7 * DAY + 60_000);
    try {
      await t.app.jobs.runDue();
      expect((await customerDetail(ben, order._id)).status).toBe('order_complete');
    } finally {
      resetClock(t);
    }
  });
});
