import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, policies, refunds } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  get,
  post,
  setStock,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';
import { callers, createAdminTestApp, type Caller } from './admin-fixtures';
import { expectStatus } from './auth-fixtures';
import {
  advanceThrough,
  deliver,
  mailSubjects,
  orderState,
  placeCodOrder,
  receive,
  updateStatus,
} from './order-fixtures';

let t: TestApp;
let admin: Caller;
let staff: Caller;
let stranger: Caller;
let dina: Customer;
let address: string;
let shelf: StockedVariant;
let planned: StockedVariant;

const NO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp();
  ({ admin, staff, customer: stranger } = await callers(t));
  dina = await createCustomer(t, { firstName: 'Dina', lastName: 'Bautista' });
  address = await createAddress(t, dina);
  shelf = (await stockedVariants(t, { minStock: 1 }))[0]!;
  planned = (await stockedVariants(t, { minStock: 1, withPlan: true }))[0]!;
  await setStock(t, shelf.variantId, shelf.branchId, 500);
  await setStock(t, planned.variantId, planned.branchId, 500);
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

const refundsUrl = (orderId: string) => `/api/v1/admin/orders/${orderId}/refunds`;
const refundBody = (amountCentavos: number, extra: Record<string, unknown> = {}) => ({
  amountCentavos,
  method: 'gcash',
  reference: `GC-${amountCentavos}`,
  ...extra,
});

/** A cash-on-delivery order handed over (so paid); its id and total. */
async function paidOrder() {
  const order = await placeCodOrder(t, dina, address, [{ line: shelf, quantity: 2 }]);
  await deliver(t, staff, order._id);
  const { order: row } = await orderState(t, order._id);
  return { ...order, totalCentavos: row!.totalCentavos };
}

describe('who may use refunds in the console', () => {
  it('lets staff and admins in, refuses customers (403) and strangers (401) on every route', async () => {
    const order = await paidOrder();
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', refundsUrl(order._id)],
      ['POST', refundsUrl(order._id), refundBody(100)],
      ['GET', '/api/v1/admin/policy-refunds'],
      ['POST', `/api/v1/admin/refunds/${NO_ID}/paid`, { method: 'cash', reference: 'OR-1' }],
      ['POST', `/api/v1/admin/policy-refunds/${NO_ID}/approve`, {}],
      ['POST', `/api/v1/admin/policy-refunds/${NO_ID}/decline`, { note: 'No' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await send(method, url, stranger, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await orderState(t, order._id)).refunds).toEqual([]);
    for (const caller of [staff, admin]) {
      for (const [method, url, body] of routes) {
        const status = (await send(method, url, caller, body)).statusCode;
        expect([401, 403], `${method} ${url}`).not.toContain(status);
        expect(status, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect((await orderState(t, order._id)).refunds).toHaveLength(2);
  });
});

describe('recording refunds', () => {
  it('adds up partial refunds and never goes above what the customer paid', async () => {
    const order = await paidOrder();
    const third = Math.floor(order.totalCentavos / 3);
    const first = expectStatus(
      await send('POST', refundsUrl(order._id), staff, refundBody(third, { note: 'Scratch' })),
      201,
    ).data;
    expect(first).toMatchObject({
      paidCentavos: order.totalCentavos,
      refundedCentavos: third,
      remainingCentavos: order.totalCentavos - third,
      refunds: [
        {
          amountCentavos: third,
          source: 'manual',
          status: 'paid',
          method: 'gcash',
          reference: `GC-${third}`,
          note: 'Scratch',
          paidAt: expect.any(String),
          recordedBy: expect.any(String),
        },
      ],
    });
    const second = expectStatus(
      await send('POST', refundsUrl(order._id), admin, refundBody(third, { method: 'maya' })),
      201,
    ).data;
    expect(second.refundedCentavos).toBe(2 * third);
    const left = order.totalCentavos - 2 * third;
    const before = await orderState(t, order._id);
    const tooMuch = await send('POST', refundsUrl(order._id), staff, refundBody(left + 1));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('can still be refunded');
    expect(await orderState(t, order._id)).toEqual(before);
    const rest = expectStatus(
      await send('POST', refundsUrl(order._id), staff, refundBody(left)),
      201,
    ).data;
    expect(rest).toMatchObject({ refundedCentavos: order.totalCentavos, remainingCentavos: 0 });
    const listed = expectStatus(await send('GET', refundsUrl(order._id), admin), 200).data;
    expect(listed.refunds.map((refund: { method: string }) => refund.method)).toEqual([
      'gcash',
      'maya',
      'gcash',
    ]);
    const subjects = await mailSubjects(t, dina.email);
    expect(
      subjects.filter((subject) => subject === `Refund for order ${order.orderNumber}`),
    ).toHaveLength(3);
    const logged = await t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.recordId, order._id));
    expect(logged.filter((entry) => entry.action === 'refund.record')).toHaveLength(3);
  });

  it('refunds nothing on a cash-on-delivery order not paid yet', async () => {
    const order = await placeCodOrder(t, dina, address, [{ line: shelf }]);
    const response = await send('POST', refundsUrl(order._id), staff, refundBody(100));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The customer has not paid for this order: there is nothing to refund.',
    );
    expect(expectStatus(await send('GET', refundsUrl(order._id), staff), 200).data).toMatchObject({
      paidCentavos: 0,
      remainingCentavos: 0,
      refunds: [],
    });
  });

  it('lets only one of two racing refunds through when both together would exceed the payment', async () => {
    const order = await paidOrder();
    const big = Math.ceil(order.totalCentavos * 0.6);
    const answers = await Promise.all([
      send('POST', refundsUrl(order._id), staff, refundBody(big, { reference: 'A' })),
      send('POST', refundsUrl(order._id), admin, refundBody(big, { reference: 'B' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = (await orderState(t, order._id)).refunds;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCentavos).toBe(big);
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const order = await paidOrder();
    const bodies = [
      refundBody(0),
      refundBody(-5),
      refundBody(10.5),
      { ...refundBody(100), method: 'bitcoin' },
      { ...refundBody(100), reference: '' },
      { ...refundBody(100), reference: 'GC\u00001' },
      { ...refundBody(100), note: 'n\u0000' },
      { ...refundBody(100), returnId: 'nope' },
      { ...refundBody(100), returnId: NO_ID },
      { amountCentavos: 100 },
    ];
    for (const body of bodies) {
      const response = await send('POST', refundsUrl(order._id), staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await orderState(t, order._id)).refunds).toEqual([]);
    expect((await send('GET', refundsUrl(NO_ID), staff)).statusCode).toBe(404);
    expect((await send('POST', refundsUrl(NO_ID), staff, refundBody(100))).statusCode).toBe(404);
  });
});

describe('paying out a pending refund', () => {
  it('marks a returned item’s refund paid, once', async () => {
    const order = await placeCodOrder(t, dina, address, [{ line: shelf, quantity: 2 }]);
    await receive(t, staff, dina, order._id);
    const detail = expectStatus(await get(t, `/api/v1/my-orders/${order._id}`, dina.headers), 200);
    const item = detail.data.items[0];
    expectStatus(
      await updateStatus(t, dina, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item._id, quantity: 1 }],
        reason: 'Defective or not working',
      }),
      200,
    );
    await advanceThrough(t, staff, order._id, [
      'return_approved',
      'return_order_processing',
      'returned',
    ]);
    const [pending] = (await orderState(t, order._id)).refunds;
    expect(pending).toMatchObject({ status: 'pending', source: 'return' });
    const paid = expectStatus(
      await send('POST', `/api/v1/admin/refunds/${pending!.id}/paid`, staff, {
        method: 'bank_transfer',
        reference: 'BDO-778812',
      }),
      200,
    ).data;
    expect(paid.refunds).toMatchObject([
      { id: pending!.id, status: 'paid', method: 'bank_transfer', reference: 'BDO-778812' },
    ]);
    const again = await send('POST', `/api/v1/admin/refunds/${pending!.id}/paid`, admin, {
      method: 'cash',
      reference: 'OR-2',
    });
    expect(again.statusCode).toBe(409);
    expect((await orderState(t, order._id)).refunds[0]).toMatchObject({ method: 'bank_transfer' });
    const bad = await send('POST', `/api/v1/admin/refunds/${pending!.id}/paid`, staff, {
      method: 'cash',
      reference: '\u0000',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await send('POST', `/api/v1/admin/refunds/${NO_ID}/paid`, staff, {
      method: 'cash',
      reference: 'OR-3',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await mailSubjects(t, dina.email)).toContain(`Refund for order ${order.orderNumber}`);
  });
});

describe('protection-plan refund requests', () => {
  /** Dina's order with a protection plan, its plan refund requested; the policy's id. */
  async function requestedPlanRefund() {
    const lines = [await cartLine(t, dina, planned, 1, { withProtectionPlan: true })];
    const placed = expectStatus(await checkout(t, dina, checkoutBody(lines, { address })), 201);
    const orderId = placed.data._id as string;
    const detail = expectStatus(await get(t, `/api/v1/my-orders/${orderId}`, dina.headers), 200);
    const policyId = detail.data.policies[0]._id as string;
    expectStatus(
      await post(
        t,
        '/api/orders/request-policy-refund',
        { policyId, reason: 'Changed my mind' },
        dina.headers,
      ),
      200,
    );
    return { orderId, policyId };
  }

  const policyOf = async (orderId: string) =>
    expectStatus(await get(t, `/api/v1/my-orders/${orderId}`, dina.headers), 200).data.policies[0];

  it('lists requests inside the cooling-off window and approves one: the plan is refunded', async () => {
    const { orderId, policyId } = await requestedPlanRefund();
    const listed = expectStatus(
      await send('GET', '/api/v1/admin/policy-refunds?limit=100', staff),
      200,
    );
    expect(listed.data.find((row: { id: string }) => row.id === policyId)).toMatchObject({
      status: 'refund_requested',
      orderId,
      customer: { name: 'Dina Bautista', email: dina.email },
      reason: 'Changed my mind',
      inCoolingOff: true,
    });
    const approved = expectStatus(
      await send('POST', `/api/v1/admin/policy-refunds/${policyId}/approve`, staff, {
        note: 'Refund on its way',
      }),
      200,
    ).data;
    expect(approved).toMatchObject({ id: policyId, status: 'refunded' });
    expect((await policyOf(orderId)).status).toBe('refunded');
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(owed).toMatchObject([{ source: 'policy', status: 'pending' }]);
    const twice = await send('POST', `/api/v1/admin/policy-refunds/${policyId}/approve`, admin, {});
    expect(twice.statusCode).toBe(409);
    const subjects = await mailSubjects(t, dina.email);
    expect(subjects.some((subject) => subject.endsWith(': refund approved'))).toBe(true);
  });

  it('declines with a note: the plan is active again and its pending refund is dropped', async () => {
    const { orderId, policyId } = await requestedPlanRefund();
    const missingNote = await send(
      'POST',
      `/api/v1/admin/policy-refunds/${policyId}/decline`,
      staff,
      {},
    );
    expect(missingNote.statusCode).toBe(400);
    const nul = await send('POST', `/api/v1/admin/policy-refunds/${policyId}/decline`, staff, {
      note: 'no\u0000',
    });
    expect(nul.statusCode).toBe(400);
    expect((await policyOf(orderId)).status).toBe('refund_requested');
    const declined = expectStatus(
      await send('POST', `/api/v1/admin/policy-refunds/${policyId}/decline`, admin, {
        note: 'The plan covers the sofa already delivered.',
      }),
      200,
    ).data;
    expect(declined.status).toBe('active');
    expect((await policyOf(orderId)).status).toBe('active');
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual(
      [],
    );
    const logged = await t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.recordId, policyId));
    expect(logged.map((entry) => entry.action)).toEqual(['policy_refund.decline']);
  });

  it('only declines a request made after the cooling-off window ended', async () => {
    const { orderId, policyId } = await requestedPlanRefund();
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policyId));
    const late = new Date(`${row!.coolingOffEndsOn}T20:00:00+08:00`);
    late.setUTCDate(late.getUTCDate() + 1);
    await t.database.db
      .update(policies)
      .set({ refundRequestedAt: late })
      .where(eq(policies.id, policyId));
    const listed = expectStatus(
      await send('GET', '/api/v1/admin/policy-refunds?limit=100', staff),
      200,
    );
    expect(listed.data.find((entry: { id: string }) => entry.id === policyId).inCoolingOff).toBe(
      false,
    );
    const approve = await send(
      'POST',
      `/api/v1/admin/policy-refunds/${policyId}/approve`,
      staff,
      {},
    );
    expect(approve.statusCode).toBe(422);
    expect((await policyOf(orderId)).status).toBe('refund_requested');
    expectStatus(
      await send('POST', `/api/v1/admin/policy-refunds/${policyId}/decline`, staff, {
        note: 'Asked after the 15 days',
      }),
      200,
    );
    expect((await policyOf(orderId)).status).toBe('active');
  });
});
