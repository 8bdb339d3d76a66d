import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  get,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { paymentOf, paynamicsNotification, postNotification } from '../payments';
import { advanceClock, DAY, mailsTo, resetClock } from './auth-fixtures';
import { checkout, checkoutBody, cartLine } from '../customers';
import {
  advance,
  deliver,
  mailSubjects,
  orderState,
  PDF,
  photoUpload,
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
let lines: StockedVariant[];
let next = 0;
const line = () => lines[next++]!;

const NOT_FOUND = { message: 'The order does not exist.' };

beforeAll(async () => {
  // Tokens outlive the return window, which the window tests step over.
  t = await createShopTestApp({
    env: { RETURN_WINDOW_DAYS: '7', ACCESS_TOKEN_TTL: '30d', STAFF_ACCESS_TOKEN_TTL: '30d' },
  });
  ana = await createCustomer(t, { firstName: 'Ana' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  operator = await signedInOperator(t);
  anaAddress = await createAddress(t, ana);
  // Cheap enough for three units under the cash-on-delivery cap; a fresh line per order.
  lines = (await stockedVariants(t, { minStock: 10 })).filter(
    (entry) => entry.priceCentavos < 6_000_00,
  );
  if (lines.length < 30) throw new Error(`only ${lines.length} stocked lines`);
});
afterAll(() => t.close());

const detail = async (customer: Customer, id: string) =>
  expectStatus(await get(t, `/api/v1/my-orders/${id}`, customer.headers), 200).data;

const placeForAna = (items: { line: StockedVariant; quantity?: number }[]) =>
  placeCodOrder(t, ana, anaAddress, items);

describe('GET /api/v1/my-orders', () => {
  let first: PlacedOrder;
  let second: PlacedOrder;

  beforeAll(async () => {
    first = await placeForAna([{ line: line(), quantity: 2 }, { line: line() }]);
    second = await placeForAna([{ line: line() }]);
    expectStatus(
      await updateStatus(t, ana, second._id, { action: 'cancel', reason: 'Changed my mind' }),
      200,
    );
  });

  it('lists only the caller’s orders, newest first, as cards', async () => {
    const page = expectStatus(await get(t, '/api/v1/my-orders?limit=50', ana.headers), 200);
    const ids = page.data.map((order: { _id: string }) => order._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(page.meta).toEqual({ page: 1, limit: 50, total: ids.length });
    const card = page.data.find((order: { _id: string }) => order._id === first._id);
    expect(card).toEqual({
      _id: first._id,
      orderNumber: first.orderNumber,
      status: 'order_placed_cod_payment',
      status_label: 'Order Placed (COD Payment)',
      status_color: 'info',
      created_at: expect.any(String),
      total: expect.any(Number),
      payment_method: 'cod',
      fulfillment_type: 'delivery',
      item_count: 3,
      items: [
        expect.objectContaining({
          quantity: 2,
          name: expect.any(String),
          variant: expect.any(String),
        }),
        expect.objectContaining({ quantity: 1 }),
      ],
    });

    const others = expectStatus(await get(t, '/api/v1/my-orders', ben.headers), 200);
    expect(others).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  });

  it('filters by stage and by order number, and pages', async () => {
    const cancelled = expectStatus(
      await get(t, '/api/v1/my-orders?group=cancelled', ana.headers),
      200,
    );
    expect(cancelled.data.map((order: { _id: string }) => order._id)).toContain(second._id);
    expect(cancelled.data.every((o: { status: string }) => o.status.startsWith('cancelled'))).toBe(
      true,
    );

    const digits = first.orderNumber.slice(-6);
    const found = expectStatus(
      await get(t, `/api/v1/my-orders?search=${digits}`, ana.headers),
      200,
    );
    expect(found.data.map((order: { _id: string }) => order._id)).toEqual([first._id]);
    const none = expectStatus(await get(t, '/api/v1/my-orders?search=%25', ana.headers), 200);
    expect(none.meta.total).toBe(0);

    const paged = expectStatus(await get(t, '/api/v1/my-orders?limit=1&page=2', ana.headers), 200);
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, limit: 1 });
  });

  it('refuses a bad filter with 400 and needs a session', async () => {
    const bad = await get(t, '/api/v1/my-orders?group=lost', ana.headers);
    expect(expectStatus(bad, 400).message).toMatch(/^group: /);
    expect(expectStatus(await get(t, '/api/v1/my-orders'), 401)).toEqual({
      message: 'Please log in to continue.',
    });
  });
});

describe('GET /api/v1/my-orders/:id', () => {
  it('answers 404 for someone else’s order', async () => {
    const order = await placeForAna([{ line: line() }]);
    expect(expectStatus(await get(t, `/api/v1/my-orders/${order._id}`, ben.headers), 404)).toEqual(
      NOT_FOUND,
    );
    const mine = await detail(ana, order._id);
    expect(mine).toMatchObject({
      allowed_actions: ['cancel'],
      return_window_ends_at: null,
      returns: [],
      fulfillment: { tracking_number: null },
    });
  });
});

describe('cancelling (PUT /api/orders/update-status/:id, action cancel)', () => {
  it('cancels before shipping: stock back, audit with the reason, mail queued; a replay changes nothing', async () => {
    const a = line();
    const b = line();
    const stockA = (await stockOf(t, a.variantId, a.branchId))!;
    const stockB = (await stockOf(t, b.variantId, b.branchId))!;
    const order = await placeForAna([{ line: a, quantity: 3 }, { line: b }]);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stockA - 3);
    await advance(t, operator, order._id, 'processing');

    const body = { action: 'cancel', reason: 'Ordered by mistake', details: 'Wrong colour' };
    const cancelled = expectStatus(await updateStatus(t, ana, order._id, body), 200).data;
    expect(cancelled).toMatchObject({
      _id: order._id,
      status: 'cancelled_customer',
      status_label: 'Order Cancelled',
      status_color: 'error',
      allowed_actions: [],
      payment: { status: 'cancelled' },
    });
    expect(cancelled.audit.at(-1)).toEqual({
      status: 'cancelled_customer',
      label: 'Order Cancelled',
      at: expect.any(String),
      actor: 'customer',
      note: 'Ordered by mistake: Wrong colour',
    });
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stockA);
    expect(await stockOf(t, b.variantId, b.branchId)).toBe(stockB);
    // Cash on delivery: nothing was paid, nothing to refund.
    expect(await refundsOf(t, order._id)).toEqual([]);

    const subjects = await mailSubjects(t, ana.email);
    const mail = (await mailsTo(t, ana.email)).find(
      (sent) => sent.subject === `Order ${order.orderNumber}: Order Cancelled`,
    );
    expect(mail?.text).toContain('Reason: Ordered by mistake: Wrong colour');
    expect(mail?.text).toContain(`https://shop.example.ph/orders/${order._id}`);
    expect(mail?.html).toContain(`https://shop.example.ph/orders/${order._id}`);
    expect(mail?.html).toContain('Casa Filipina Furniture');

    const before = await orderState(t, order._id);
    const replay = await updateStatus(t, ana, order._id, body);
    expect(expectStatus(replay, 409)).toEqual({
      message: 'This order can no longer be cancelled.',
    });
    expect(await orderState(t, order._id)).toEqual(before);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stockA);
    expect(await mailSubjects(t, ana.email)).toEqual(subjects);
  });

  it('refuses after shipping (409) and changes nothing', async () => {
    const a = line();
    const order = await placeForAna([{ line: a }]);
    await advance(t, operator, order._id, 'processing');
    await advance(t, operator, order._id, 'shipped', { trackingNumber: 'LBC-77' });
    const stock = await stockOf(t, a.variantId, a.branchId);
    const before = await orderState(t, order._id);

    const response = await updateStatus(t, ana, order._id, {
      action: 'cancel',
      reason: 'Changed my mind',
    });
    expect(expectStatus(response, 409)).toEqual({
      message: 'This order can no longer be cancelled.',
    });
    expect(await orderState(t, order._id)).toEqual(before);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stock);
    expect((await detail(ana, order._id)).allowed_actions).toEqual([]);
  });

  it('answers 404 for someone else’s order or an unknown id, and changes nothing', async () => {
    const order = await placeForAna([{ line: line() }]);
    const before = await orderState(t, order._id);
    const body = { action: 'cancel', reason: 'Changed my mind' };
    expect(expectStatus(await updateStatus(t, ben, order._id, body), 404)).toEqual(NOT_FOUND);
    for (const id of ['00000000-0000-4000-8000-000000000000', order.orderNumber]) {
      expect(expectStatus(await updateStatus(t, ana, id, body), 404)).toEqual(NOT_FOUND);
    }
    expect(await orderState(t, order._id)).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const order = await placeForAna([{ line: line() }]);
    const before = await orderState(t, order._id);
    const noReason = expectStatus(await updateStatus(t, ana, order._id, { action: 'cancel' }), 400);
    expect(noReason).toEqual({
      message: 'reason: This field is required.',
      errors: { reason: 'This field is required.' },
    });
    const unknownReason = await updateStatus(t, ana, order._id, {
      action: 'cancel',
      reason: 'Because',
    });
    expect(expectStatus(unknownReason, 400).errors).toEqual({ reason: 'This field is required.' });
    const longDetails = await updateStatus(t, ana, order._id, {
      action: 'cancel',
      reason: 'Other',
      details: 'x'.repeat(501),
    });
    expect(expectStatus(longDetails, 400).errors).toEqual({
      details: 'Maximum of 500 characters allowed have been reached.',
    });
    const unknownAction = await updateStatus(t, ana, order._id, { action: 'ship' });
    expect(expectStatus(unknownAction, 400).message).toMatch(/^action: /);
    expect(await orderState(t, order._id)).toEqual(before);
  });

  it('records a refund for a paid online order and marks the payment refund_due', async () => {
    const a = line();
    const stock = (await stockOf(t, a.variantId, a.branchId))!;
    const item = await cartLine(t, ana, a, 2);
    const placed = expectStatus(
      await checkout(
        t,
        ana,
        checkoutBody([item], {
          address: anaAddress,
          paymentMethod: 'online',
          paynamicsChannel: 'gc',
        }),
      ),
      201,
    ).data;
    const payment = await paymentOf(t, placed._id);
    const paid = paynamicsNotification({ request_id: payment.requestId, response_id: 'SBX-PAID' });
    expectStatus(await postNotification(t, paid), 200);
    expect((await detail(ana, placed._id)).status).toBe('order_placed_online_payment');

    const cancelled = expectStatus(
      await updateStatus(t, ana, placed._id, {
        action: 'cancel',
        reason: 'Found a better price elsewhere',
      }),
      200,
    ).data;
    expect(cancelled.status).toBe('cancelled_customer');
    expect(cancelled.payment.status).toBe('refund_due');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(await refundsOf(t, placed._id)).toEqual([
      expect.objectContaining({
        orderId: placed._id,
        amountCentavos: order!.totalCentavos,
        source: 'cancellation',
        status: 'pending',
        note: expect.stringContaining('Found a better price elsewhere'),
      }),
    ]);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stock);
    await t.app.jobs.runDue();
    const mail = (await mailsTo(t, ana.email)).find(
      (sent) => sent.subject === `Order ${placed.orderNumber}: Order Cancelled`,
    );
    expect(mail?.text).toContain('We will refund ₱');

    // A replay neither refunds twice nor releases the stock again.
    const replay = await updateStatus(t, ana, placed._id, { action: 'cancel', reason: 'Other' });
    expect(expectStatus(replay, 409).message).toBe('This order can no longer be cancelled.');
    expect(await refundsOf(t, placed._id)).toHaveLength(1);
    expect(await stockOf(t, a.variantId, a.branchId)).toBe(stock);
  });
});

describe('confirming receipt', () => {
  it('moves a delivered order to order_received and opens the return window; a replay changes nothing', async () => {
    const order = await placeForAna([{ line: line() }]);
    const early = await updateStatus(t, ana, order._id, { action: 'confirm_receipt' });
    expect(expectStatus(early, 409)).toEqual({
      message: 'This order is not waiting for you to confirm receipt.',
    });
    await deliver(t, operator, order._id);
    const delivered = await detail(ana, order._id);
    expect(delivered).toMatchObject({
      status: 'delivered_confirm_receipt',
      allowed_actions: ['confirm_receipt'],
      payment: { status: 'paid' },
      fulfillment: { tracking_number: `LBC-${order._id.slice(0, 8)}` },
    });

    const received = expectStatus(
      await updateStatus(t, ana, order._id, { action: 'confirm_receipt' }),
      200,
    ).data;
    expect(received).toMatchObject({
      status: 'order_received',
      status_label: 'Order Received',
      allowed_actions: ['request_return'],
    });
    const at = Date.parse(received.audit.at(-1).at);
    expect(Date.parse(received.return_window_ends_at)).toBe(at + 7 * DAY);
    expect(received.audit.at(-1)).toMatchObject({ status: 'order_received', actor: 'customer' });
    expect(received.audit.map((entry: { status: string }) => entry.status)).toEqual([
      'order_placed',
      'order_placed_cod_payment',
      'processing',
      'shipped',
      'delivered_confirm_receipt',
      'order_received',
    ]);
    // The customer sees "operator", not which one.
    expect(received.audit[2].actor).toBe('operator');

    const subjects = await mailSubjects(t, ana.email);
    for (const label of [
      'Order Processing',
      'Order in Transit',
      'Order Delivered (Confirm Receipt)',
      'Order Received',
    ]) {
      expect(subjects).toContain(`Order ${order.orderNumber}: ${label}`);
    }
    const before = await orderState(t, order._id);
    const replay = await updateStatus(t, ana, order._id, { action: 'confirm_receipt' });
    expect(expectStatus(replay, 409).message).toBe(
      'This order is not waiting for you to confirm receipt.',
    );
    expect(await orderState(t, order._id)).toEqual(before);
    expect(await mailSubjects(t, ana.email)).toEqual(subjects);
  });

  it('completes the order when the return window ends without a return', async () => {
    const order = await placeForAna([{ line: line() }]);
    await receive(t, operator, ana, order._id);
    await t.app.jobs.runDue();
    expect((await detail(ana, order._id)).status).toBe('order_received');
    advanceClock(t, 7 * DAY + 60_000);
    try {
      await t.app.jobs.runDue();
      const done = await detail(ana, order._id);
      expect(done.status).toBe('order_complete');
      expect(done.status_color).toBe('success');
      expect(done.audit.at(-1)).toMatchObject({
        status: 'order_complete',
        actor: 'system',
        note: 'The return window has ended',
      });
      expect(done.allowed_actions).toEqual([]);
    } finally {
      resetClock(t);
    }
  });
});

describe('return photos (POST /api/v1/my-orders/:id/return-photos)', () => {
  let order: PlacedOrder;

  beforeAll(async () => {
    order = await placeForAna([{ line: line() }]);
  });

  it('are refused before the order is received (409)', async () => {
    const response = await photoUpload(t, ana, order._id);
    expect(expectStatus(response, 409)).toEqual({
      message: 'You can request a return after you confirm receipt of the order.',
    });
  });

  it('stores an image and serves it only to its owner with a bearer', async () => {
    await receive(t, operator, ana, order._id);
    const photo = await uploadPhoto(t, ana, order._id);
    expect(photo).toEqual({
      _id: expect.any(String),
      url: `/api/v1/my-orders/${order._id}/return-photos/${photo._id}`,
    });
    const served = await t.app.inject({ method: 'GET', url: photo.url, headers: ana.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );

    const stranger = await t.app.inject({ method: 'GET', url: photo.url, headers: ben.headers });
    expect(expectStatus(stranger, 404)).toEqual({ message: 'The photo does not exist.' });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
    expect(expectStatus(await photoUpload(t, ben, order._id), 404)).toEqual(NOT_FOUND);
  });

  it('refuses files over 5 MB (413), non-images (400) and a missing file (400)', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    expect(expectStatus(await photoUpload(t, ana, order._id, big), 413)).toEqual({
      message: 'File size must not exceed 5MB',
      errors: { file: 'File size must not exceed 5MB' },
    });
    expect(expectStatus(await photoUpload(t, ana, order._id, PDF), 400)).toEqual({
      message: 'Photos must be JPEG, PNG or WebP images.',
      errors: { file: 'Photos must be JPEG, PNG or WebP images.' },
    });
    expect(
      expectStatus(await photoUpload(t, ana, order._id, Buffer.from('x'), 'other'), 400).message,
    ).toBe('Choose a photo to upload.');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/my-orders/${order._id}/return-photos`,
      headers: ana.headers,
      payload: { file: 'x' },
    });
    expect(expectStatus(notMultipart, 400).message).toBe(
      'Send the photo as multipart/form-data in the field "file".',
    );
  });
});

describe('returns', () => {
  it('requests a return with items, quantities, reason and photos; a replay changes nothing', async () => {
    const a = line();
    const b = line();
    const order = await placeForAna([{ line: a, quantity: 3 }, { line: b }]);
    await receive(t, operator, ana, order._id);
    const items = (await detail(ana, order._id)).items as { _id: string; name: string }[];
    const photo = await uploadPhoto(t, ana, order._id);
    const body = {
      action: 'request_return',
      items: [{ orderItemId: items[0]!._id, quantity: 2 }],
      reason: 'Damaged on arrival',
      details: 'The legs are scratched.',
      photoIds: [photo._id],
    };

    const requested = expectStatus(await updateStatus(t, ana, order._id, body), 200).data;
    expect(requested).toMatchObject({
      status: 'return_request',
      status_label: 'Return Requested',
      allowed_actions: ['withdraw_return'],
    });
    expect(requested.returns).toHaveLength(1);
    const request = requested.returns[0];
    expect(request).toEqual({
      _id: expect.any(String),
      order_id: order._id,
      orderNumber: order.orderNumber,
      status: 'return_request',
      status_label: 'Return Requested',
      status_color: 'warning',
      reason: 'Damaged on arrival',
      details: 'The legs are scratched.',
      // The shop has not answered yet.
      decision_note: '',
      items: [
        {
          order_item_id: items[0]!._id,
          name: items[0]!.name,
          image: expect.objectContaining({ url: expect.any(String) }),
          variant: expect.any(String),
          quantity: 2,
        },
      ],
      photos: [{ _id: photo._id, url: photo.url }],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      audit: [
        {
          status: 'return_request',
          label: 'Return Requested',
          at: expect.any(String),
          actor: 'customer',
          note: 'Damaged on arrival: The legs are scratched.',
        },
      ],
    });

    // GET /api/v1/my-returns and /api/v1/my-returns/:id
    const list = expectStatus(await get(t, '/api/v1/my-returns', ana.headers), 200);
    expect(list.data[0]).toEqual(request);
    expect(list.meta).toEqual({ page: 1, limit: 10, total: expect.any(Number) });
    expect(
      expectStatus(await get(t, `/api/v1/my-returns/${request._id}`, ana.headers), 200).data,
    ).toEqual(request);
    expect(
      expectStatus(await get(t, `/api/v1/my-returns/${request._id}`, ben.headers), 404),
    ).toEqual({
      message: 'The return request does not exist.',
    });
    expect(expectStatus(await get(t, '/api/v1/my-returns', ben.headers), 200).data).toEqual([]);

    const subjects = await mailSubjects(t, ana.email);
    expect(subjects).toContain(`Order ${order.orderNumber}: Return Requested`);
    const before = await orderState(t, order._id);
    const replay = await updateStatus(t, ana, order._id, body);
    expect(expectStatus(replay, 409)).toEqual({
      message: 'A return has already been requested for this order.',
    });
    expect(await orderState(t, order._id)).toEqual(before);
    expect(await mailSubjects(t, ana.email)).toEqual(subjects);

    // Withdrawn: the return is cancelled with the order's status, once.
    const withdraw = { action: 'withdraw_return', returnId: request._id };
    const withdrawn = expectStatus(await updateStatus(t, ana, order._id, withdraw), 200).data;
    expect(withdrawn.status).toBe('return_cancelled');
    expect(withdrawn.allowed_actions).toEqual([]);
    expect(withdrawn.returns[0]).toMatchObject({
      status: 'return_cancelled',
      status_label: 'Return Cancelled',
    });
    expect(withdrawn.returns[0].audit.map((entry: { status: string }) => entry.status)).toEqual([
      'return_request',
      'return_cancelled',
    ]);
    expect(expectStatus(await updateStatus(t, ana, order._id, withdraw), 409)).toEqual({
      message: 'There is no open return request to withdraw.',
    });
    const unknown = { action: 'withdraw_return', returnId: '00000000-0000-4000-8000-000000000000' };
    expect(expectStatus(await updateStatus(t, ana, order._id, unknown), 404)).toEqual({
      message: 'The return request does not exist.',
    });
  });

  it('refuses bad items, quantities and photos with 400 and changes nothing', async () => {
    const order = await placeForAna([{ line: line(), quantity: 2 }]);
    const other = await placeForAna([{ line: line() }]);
    await receive(t, operator, ana, order._id);
    await receive(t, operator, ana, other._id);
    const [item] = (await detail(ana, order._id)).items as { _id: string }[];
    const [otherItem] = (await detail(ana, other._id)).items as { _id: string }[];
    const otherPhoto = await uploadPhoto(t, ana, other._id);
    const before = await orderState(t, order._id);
    const request = (overrides: Record<string, unknown>) =>
      updateStatus(t, ana, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item!._id, quantity: 1 }],
        reason: 'Missing parts',
        ...overrides,
      });

    expect(
      expectStatus(await request({ items: [{ orderItemId: item!._id, quantity: 3 }] }), 400),
    ).toEqual({
      message: 'You can return at most 2 of this item.',
      errors: { 'items.0.quantity': 'You can return at most 2 of this item.' },
    });
    expect(
      expectStatus(await request({ items: [{ orderItemId: otherItem!._id, quantity: 1 }] }), 400)
        .errors,
    ).toEqual({ 'items.0.orderItemId': 'This item is not part of the order.' });
    expect(expectStatus(await request({ photoIds: [otherPhoto._id] }), 400).errors).toEqual({
      'photoIds.0': 'This photo was not uploaded for this order.',
    });
    expect(expectStatus(await request({ items: [] }), 400).errors).toEqual({
      items: 'Pick at least one item to return.',
    });
    expect(expectStatus(await request({ reason: '' }), 400).errors).toEqual({
      reason: 'This field is required.',
    });
    expect(await orderState(t, order._id)).toEqual(before);
  });

  it('are refused once the return window has closed (409), photos too', async () => {
    const order = await placeForAna([{ line: line() }]);
    await receive(t, operator, ana, order._id);
    const [item] = (await detail(ana, order._id)).items as { _id: string }[];
    // The jobs the receipt kicked finish before the clock jumps: the window's own completion job
    // must not run in the middle of what this test compares.
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.jobs.idle();
    advanceClock(t, 7 * DAY + 1_000);
    try {
      const before = await orderState(t, order._id);
      const response = await updateStatus(t, ana, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item!._id, quantity: 1 }],
        reason: 'Not as described',
      });
      expect(expectStatus(response, 409)).toEqual({
        message: 'The return window for this order has closed.',
      });
      expect(expectStatus(await photoUpload(t, ana, order._id), 409).message).toBe(
        'The return window for this order has closed.',
      );
      expect(await orderState(t, order._id)).toEqual(before);
      expect((await detail(ana, order._id)).allowed_actions).toEqual([]);
    } finally {
      resetClock(t);
    }
  });
});
