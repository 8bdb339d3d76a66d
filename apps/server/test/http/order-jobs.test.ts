import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  stockedVariants,
  type Customer,
  type StockedVariant,
} from '../customers';
import { mailsTo } from './auth-fixtures';
import { placeCodOrder, updateStatus } from './order-fixtures';

// Jobs are stored with their type, payload and dedupe key; a database may hold jobs queued by an
// earlier release, so these shapes are a contract, not a detail.

let t: TestApp;
let ana: Customer;
let address: string;
let lines: StockedVariant[];
let next = 0;
const line = () => lines[next++]!;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  address = await createAddress(t, ana);
  lines = (await stockedVariants(t, { minStock: 5 })).filter(
    (entry) => entry.priceCentavos < 6_000_00,
  );
});
afterAll(() => t.close());

const jobsOf = (orderId: string) =>
  t.database.db
    .select({
      type: jobs.type,
      payload: jobs.payload,
      dedupeKey: jobs.dedupeKey,
      runAt: jobs.runAt,
      status: jobs.status,
    })
    .from(jobs)
    .where(sql`${jobs.payload}->>'orderId' = ${orderId}`)
    .orderBy(asc(jobs.createdAt), asc(jobs.dedupeKey));

describe('the jobs the orders module queues', () => {
  it('placing an online order: the confirmation mail and the unpaid-order expiry', async () => {
    const item = await cartLine(t, ana, line(), 1);
    const placed = expectStatus(
      await checkout(
        t,
        ana,
        checkoutBody([item], { address, paymentMethod: 'online', paynamicsChannel: 'gc' }),
      ),
      201,
    ).data as { _id: string };
    const queued = await jobsOf(placed._id);
    expect(queued.map(({ runAt: _runAt, ...job }) => job)).toEqual(
      expect.arrayContaining([
        {
          type: 'order.mail',
          payload: { orderId: placed._id, kind: 'confirmation' },
          dedupeKey: `order-mail:confirmation:${placed._id}`,
          status: 'pending',
        },
        {
          type: 'order.expire-unpaid',
          payload: { orderId: placed._id },
          dedupeKey: `order-expiry:${placed._id}`,
          status: 'pending',
        },
      ]),
    );
    expect(queued).toHaveLength(2);
  });

  it('a customer’s cancellation: one status mail keyed by the audit entry', async () => {
    const order = await placeCodOrder(t, ana, address, [{ line: line() }]);
    const body = { action: 'cancel', reason: 'Ordered by mistake', details: 'Wrong colour' };
    expectStatus(await updateStatus(t, ana, order._id, body), 200);
    const statusMails = (await jobsOf(order._id)).filter((job) => job.payload['kind'] === 'status');
    expect(
      statusMails.map(({ type, payload, dedupeKey }) => ({ type, payload, dedupeKey })),
    ).toEqual([
      {
        type: 'order.mail',
        payload: {
          orderId: order._id,
          kind: 'status',
          status: 'cancelled_customer',
          action: 'cancel',
          note: 'Ordered by mistake: Wrong colour',
          refundCentavos: null,
        },
        dedupeKey: `order-mail:status:${order._id}:3`,
      },
    ]);
  });

  it('runs jobs of every order type written the way earlier releases wrote them', async () => {
    const order = await placeCodOrder(t, ana, address, [{ line: line() }]);
    await t.app.jobs.runDue();
    const mailsBefore = (await mailsTo(t, ana.email)).length;
    const runAt = new Date(Date.now() - 1_000);
    const written = await t.database.db
      .insert(jobs)
      .values([
        { type: 'order.mail', payload: { orderId: order._id, kind: 'confirmation' }, runAt },
        {
          type: 'order.mail',
          payload: {
            orderId: order._id,
            kind: 'status',
            status: 'processing',
            action: 'process',
            note: 'The shop is preparing the order',
            refundCentavos: null,
          },
          runAt,
        },
        // Neither applies to a cash order that is not received: they finish and change nothing.
        { type: 'order.expire-unpaid', payload: { orderId: order._id }, runAt },
        { type: 'order.complete', payload: { orderId: order._id }, runAt },
      ])
      .returning({ id: jobs.id });
    await t.app.jobs.runDue();
    for (const { id } of written) {
      const [row] = await t.database.db
        .select({ status: jobs.status, lastError: jobs.lastError })
        .from(jobs)
        .where(eq(jobs.id, id));
      expect(row).toEqual({ status: 'done', lastError: null });
    }
    expect((await mailsTo(t, ana.email)).length).toBe(mailsBefore + 2);
  });
});
