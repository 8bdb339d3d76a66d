import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, stockMovements } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  get,
  setStock,
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import {
  mailSubjects,
  orderState,
  placeCodOrder,
  receive,
  updateStatus,
  uploadPhoto,
} from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let stranger: Caller;
let carla: Customer;
let address: string;
let shelf: StockedVariant;
let otherBranch: string;

const NO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer: stranger } = await callers(t));
  carla = await createCustomer(t, { firstName: 'Carla', lastName: 'Mendoza' });
  address = await createAddress(t, carla);
  const shelves = await stockedVariants(t, { minStock: 1 });
  shelf = shelves[0]!;
  otherBranch = shelves.find((entry) => entry.branchId !== shelf.branchId)!.branchId;
  await setStock(t, shelf.variantId, shelf.branchId, 500);
  // The app and its seeded catalogue take long on a busy machine.
}, 300_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, caller?: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Carla's received order of 2 units with a return of 1 (with a photo); its ids. */
async function requestedReturn() {
  const order = await placeCodOrder(t, carla, address, [{ line: shelf, quantity: 2 }]);
  await receive(t, staff, carla, order._id);
  const detail = expectStatus(
    await get(t, `/api/v1/my-orders/${order._id}`, carla.headers),
    200,
  ).data;
  const photo = await uploadPhoto(t, carla, order._id);
  const requested = expectStatus(
    await updateStatus(t, carla, order._id, {
      action: 'request_return',
      items: [{ orderItemId: detail.items[0]._id, quantity: 1 }],
      reason: 'Defective or not working',
      details: 'The left leg is cracked',
      photoIds: [photo._id],
    }),
    200,
  ).data;
  return { order, returnId: requested.returns[0]._id as string };
}

const detailOf = async (returnId: string) =>
  expectStatus(await send('GET', `/api/v1/admin/returns/${returnId}`, staff), 200).data;

const ledgerOf = (orderId: string) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'return')));

describe('who may use the returns console', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const { order, returnId } = await requestedReturn();
    const photoId = (await detailOf(returnId)).photos[0].id as string;
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/admin/returns'],
      ['GET', `/api/v1/admin/returns/${returnId}`],
      ['GET', `/api/v1/admin/return-photos/${photoId}`],
      ['POST', `/api/v1/admin/returns/${returnId}/review`, {}],
      ['POST', `/api/v1/admin/returns/${returnId}/approve`, { note: 'Fine' }],
      ['POST', `/api/v1/admin/returns/${returnId}/decline`, { note: 'No' }],
      ['POST', `/api/v1/admin/returns/${returnId}/in-transit`, {}],
      ['POST', `/api/v1/admin/returns/${returnId}/receive`, { disposition: 'written_off' }],
    ];
    const before = await orderState(t, order._id);
    for (const [method, url, body] of routes) {
      expect((await send(method, url, stranger, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await orderState(t, order._id)).toEqual(before);
    // Staff review, admin approves, staff sends it back, admin receives it.
    const steps: [Caller, string, unknown][] = [
      [staff, 'review', {}],
      [admin, 'approve', { note: 'Approved' }],
      [staff, 'in-transit', {}],
      [admin, 'receive', { disposition: 'written_off' }],
    ];
    for (const [caller, path, body] of steps) {
      const url = `/api/v1/admin/returns/${returnId}/${path}`;
      expect((await send('POST', url, caller, body)).statusCode, path).toBe(200);
    }
    for (const caller of [staff, admin]) {
      for (const [method, url] of routes.filter(([method]) => method === 'GET')) {
        expect((await send(method, url, caller)).statusCode, `${method} ${url}`).toBe(200);
      }
    }
  });
});

describe('the returns queue', () => {
  it('lists requests newest first by status tab, and finds them by order number or customer', async () => {
    const first = await requestedReturn();
    const second = await requestedReturn();
    const requested = expectStatus(
      await send('GET', '/api/v1/admin/returns?status=requested&limit=100', staff),
      200,
    );
    const ids = requested.data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(second.returnId)).toBeLessThan(ids.indexOf(first.returnId));
    expect(requested.data.find((row: { id: string }) => row.id === first.returnId)).toMatchObject({
      orderNumber: first.order.orderNumber,
      status: 'return_request',
      statusLabel: expect.any(String),
      customer: { name: 'Carla Mendoza', email: carla.email },
      reason: 'Defective or not working',
      units: 1,
      photoCount: 1,
    });
    const found = expectStatus(
      await send('GET', `/api/v1/admin/returns?search=${first.order.orderNumber}`, staff),
      200,
    );
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([first.returnId]);
    const byName = expectStatus(
      await send('GET', '/api/v1/admin/returns?search=carla%20mendoza&limit=100', staff),
      200,
    );
    expect(byName.meta.total).toBeGreaterThanOrEqual(2);
    const declined = expectStatus(
      await send('GET', '/api/v1/admin/returns?status=declined&limit=100', staff),
      200,
    );
    expect(declined.data.map((row: { id: string }) => row.id)).not.toContain(first.returnId);
    expect((await send('GET', '/api/v1/admin/returns?status=lost', staff)).statusCode).toBe(400);
  });
});

describe('a return’s page and its steps', () => {
  it('shows customer, items, reason, photos staff can open, timeline and the allowed steps', async () => {
    const { order, returnId } = await requestedReturn();
    const detail = await detailOf(returnId);
    expect(detail).toMatchObject({
      id: returnId,
      status: 'return_request',
      reason: 'Defective or not working',
      details: 'The left leg is cracked',
      decisionNote: '',
      customer: { name: 'Carla Mendoza', email: carla.email },
      order: { id: order._id, orderNumber: order.orderNumber, status: 'return_request' },
      items: [{ name: shelf.name, quantity: 1, orderedQuantity: 2 }],
      allowedActions: ['review', 'approve', 'decline'],
      disposition: null,
    });
    expect(detail.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'return_request',
    ]);
    const photo = await send('GET', detail.photos[0].url, staff);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await send('GET', detail.photos[0].url, stranger)).statusCode).toBe(403);
    expect((await send('GET', `/api/v1/admin/returns/${NO_ID}`, staff)).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/admin/returns/not-an-id', staff)).statusCode).toBe(404);
  });

  it('approves with a note the customer reads, then back to stock at the branch staff chose', async () => {
    const { order, returnId } = await requestedReturn();
    const note = 'Approved: our courier picks the chair up on Friday.';
    const approved = expectStatus(
      await send('POST', `/api/v1/admin/returns/${returnId}/approve`, staff, { note }),
      200,
    ).data;
    expect(approved).toMatchObject({
      status: 'return_approved',
      decisionNote: note,
      allowedActions: ['in_transit'],
    });
    const mine = expectStatus(await get(t, `/api/v1/my-returns/${returnId}`, carla.headers), 200);
    expect(mine.data).toMatchObject({ status: 'return_approved', decision_note: note });

    // Not in hand yet: the machine needs the trip back first.
    const early = await orderState(t, order._id);
    const refused = await send('POST', `/api/v1/admin/returns/${returnId}/receive`, staff, {
      disposition: 'written_off',
    });
    expect(refused.statusCode).toBe(409);
    expect(await orderState(t, order._id)).toEqual(early);

    expectStatus(
      await send('POST', `/api/v1/admin/returns/${returnId}/in-transit`, admin, {}),
      200,
    );
    const before = await stockOf(t, shelf.variantId, otherBranch);
    const sold = await stockOf(t, shelf.variantId, shelf.branchId);
    const received = expectStatus(
      await send('POST', `/api/v1/admin/returns/${returnId}/receive`, staff, {
        disposition: 'restocked',
        branchId: otherBranch,
        note: 'Checked, as new',
      }),
      200,
    ).data;
    expect(received).toMatchObject({
      status: 'returned',
      disposition: 'restocked',
      restockBranch: { id: otherBranch },
      receivedAt: expect.any(String),
      allowedActions: [],
    });
    expect(await stockOf(t, shelf.variantId, otherBranch)).toBe((before ?? 0) + 1);
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(sold);
    const ledger = await ledgerOf(order._id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ branchId: otherBranch, delta: 1, actorId: staff.id });
    expect(received.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'return_request',
      'return_approved',
      'return_order_processing',
      'returned',
    ]);
    // The refund of the returned unit waits to be paid out.
    expect(received.refunds.refunds).toMatchObject([
      { source: 'return', status: 'pending', returnId },
    ]);
    const subjects = await mailSubjects(t, carla.email);
    expect(subjects).toContain(`Order ${order.orderNumber}: Return Approved`);
    expect(subjects).toContain(`Order ${order.orderNumber}: Returned`);
    const logged = await t.database.db
      .select({ action: activityLog.action, actorId: activityLog.actorId })
      .from(activityLog)
      .where(eq(activityLog.recordId, returnId));
    expect(logged.map((entry) => entry.action).sort()).toEqual([
      'return.approve',
      'return.in_transit',
      'return.receive',
    ]);
  });

  it('writes damaged items off: no units back on any shelf', async () => {
    const { order, returnId } = await requestedReturn();
    await send('POST', `/api/v1/admin/returns/${returnId}/approve`, staff, { note: '' });
    await send('POST', `/api/v1/admin/returns/${returnId}/in-transit`, staff, {});
    const here = await stockOf(t, shelf.variantId, shelf.branchId);
    const there = await stockOf(t, shelf.variantId, otherBranch);
    const done = expectStatus(
      await send('POST', `/api/v1/admin/returns/${returnId}/receive`, staff, {
        disposition: 'written_off',
        note: 'Frame broken in transit',
      }),
      200,
    ).data;
    expect(done).toMatchObject({
      status: 'returned',
      disposition: 'written_off',
      restockBranch: null,
    });
    expect(await stockOf(t, shelf.variantId, shelf.branchId)).toBe(here);
    expect(await stockOf(t, shelf.variantId, otherBranch)).toBe(there);
    expect(await ledgerOf(order._id)).toEqual([]);
  });

  it('declines with a note the customer reads; a closed return takes no further step', async () => {
    const { order, returnId } = await requestedReturn();
    const note = 'The photos show wear from use, which the return policy does not cover.';
    const declined = expectStatus(
      await send('POST', `/api/v1/admin/returns/${returnId}/decline`, admin, { note }),
      200,
    ).data;
    expect(declined).toMatchObject({ status: 'return_cancelled', decisionNote: note });
    const mine = expectStatus(await get(t, `/api/v1/my-returns/${returnId}`, carla.headers), 200);
    expect(mine.data.decision_note).toBe(note);
    const after = await orderState(t, order._id);
    for (const path of ['approve', 'decline', 'review', 'in-transit']) {
      const response = await send('POST', `/api/v1/admin/returns/${returnId}/${path}`, staff, {
        note: 'again',
      });
      expect(response.statusCode, path).toBe(409);
    }
    expect(await orderState(t, order._id)).toEqual(after);
    const subjects = await mailSubjects(t, carla.email);
    expect(subjects).toContain(`Order ${order.orderNumber}: Return Cancelled`);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { order, returnId } = await requestedReturn();
    const before = await orderState(t, order._id);
    const bad: [string, unknown][] = [
      ['decline', {}],
      ['decline', { note: '   ' }],
      ['approve', { note: 'ok\u0000' }],
      ['approve', { note: 'x'.repeat(1001) }],
    ];
    for (const [path, body] of bad) {
      const response = await send('POST', `/api/v1/admin/returns/${returnId}/${path}`, staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    await send('POST', `/api/v1/admin/returns/${returnId}/approve`, staff, {});
    await send('POST', `/api/v1/admin/returns/${returnId}/in-transit`, staff, {});
    const approved = await orderState(t, order._id);
    for (const body of [
      { disposition: 'restocked' },
      { disposition: 'restocked', branchId: NO_ID },
      { disposition: 'lost' },
      { disposition: 'written_off', note: 'a\u0000b' },
    ]) {
      const response = await send('POST', `/api/v1/admin/returns/${returnId}/receive`, staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await orderState(t, order._id)).toEqual(approved);
    expect(approved.order).not.toEqual(before.order);
    expect(
      (await send('POST', `/api/v1/admin/returns/${NO_ID}/approve`, staff, {})).statusCode,
    ).toBe(404);
  });
});
