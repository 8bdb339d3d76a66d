import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../src/db/schema/index';
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
  stockedVariants,
  stockOf,
  type Customer,
  type StockedVariant,
} from '../customers';
import { formRequest, paymentOf, paynamicsNotification, postNotification } from '../payments';
import { advanceClock, mailsTo, MINUTE, resetClock } from './auth-fixtures';

const SHOP = 'https://shop.example.ph';

let t: TestApp;
let ana: Customer;
let lines: StockedVariant[];
let address: string;
let next = 0;

beforeAll(async () => {
  t = await createShopTestApp();
  ana = await createCustomer(t, { firstName: 'Ana' });
  lines = (await stockedVariants(t, { minStock: 5, branchCode: 'MKT-01' })).filter(
    (line) => line.priceCentavos < 15_000_00,
  );
  address = await createAddress(t, ana);
});
afterAll(() => t.close());

const path = (url: string) => url.replace(SHOP, '');

async function placeOnline(channel = 'gc') {
  const item = await cartLine(t, ana, lines[next++]!, 1);
  const response = await checkout(
    t,
    ana,
    checkoutBody([item], { address, paymentMethod: 'online', paynamicsChannel: channel }),
  );
  return expectStatus(response, 201).data as {
    _id: string;
    orderNumber: string;
    paymentRedirectUrl: string;
  };
}

/** The shop's step to the gateway: the form the browser would post. */
async function gatewayForm(redirectUrl: string) {
  const page = await t.app.inject({ method: 'GET', url: path(redirectUrl) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const action = /<form id="gateway" method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const request = /name="paymentrequest" value="([^"]+)"/.exec(page.body)?.[1];
  if (!action || !request) throw new Error(`no gateway form in ${page.body}`);
  return { action, paymentrequest: request, page };
}

/** The tester on the sandbox's hosted page: open it, press a button, follow the redirects. */
async function payInSandbox(redirectUrl: string, outcome: 'paid' | 'failed' | 'cancelled') {
  const { action, paymentrequest } = await gatewayForm(redirectUrl);
  const hosted = await t.app.inject({
    method: 'POST',
    url: path(action),
    ...formRequest({ paymentrequest }),
  });
  expect(hosted.statusCode, hosted.body).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: `${path(action)}/complete`,
    ...formRequest({ paymentrequest, outcome }),
  });
  expect(done.statusCode, done.body).toBe(303);
  const back = String(done.headers.location);
  const landing = await t.app.inject({ method: 'GET', url: path(back) });
  expect(landing.statusCode).toBe(303);
  return { hosted, gatewayRedirect: back, landing: String(landing.headers.location) };
}

const detail = async (id: string) =>
  expectStatus(await get(t, `/api/v1/my-orders/${id}`, ana.headers), 200).data;

const notify = (paymentresponse: string) => postNotification(t, paymentresponse);

describe('GET /api/v1/payment-methods and /api/payment/method', () => {
  it('offer cash on delivery up to ₱20,000 and the online channels', async () => {
    for (const url of ['/api/v1/payment-methods', '/api/payment/method']) {
      const data = expectStatus(await get(t, url, ana.headers), 200).data;
      expect(data).toEqual([
        {
          code: 'cod',
          name: 'Cash on Delivery',
          description: expect.stringContaining('₱20,000.00'),
          max_amount: 20_000,
          available_for: ['delivery', 'pickup'],
          channels: [],
        },
        {
          code: 'online',
          name: 'Online Payment',
          description: expect.any(String),
          max_amount: null,
          available_for: ['delivery', 'pickup'],
          channels: [
            { paynamicsChannel: 'cc', name: 'Credit or debit card', type: 'card' },
            { paynamicsChannel: 'gc', name: 'GCash', type: 'ewallet' },
            { paynamicsChannel: 'paymaya', name: 'Maya', type: 'ewallet' },
            { paynamicsChannel: 'bpi_online', name: 'BPI Online', type: 'bank' },
            { paynamicsChannel: 'ubp_online', name: 'UnionBank Online', type: 'bank' },
          ],
        },
      ]);
    }
  });
});

describe('paying online through the sandbox gateway', () => {
  it('shows the hosted page, takes the payment, and lands the shopper on /success', async () => {
    const placed = await placeOnline();
    const { page } = await gatewayForm(placed.paymentRedirectUrl);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SHOP}`);

    const { hosted, gatewayRedirect, landing } = await payInSandbox(
      placed.paymentRedirectUrl,
      'paid',
    );
    for (const label of ['Pay successfully', 'Fail payment', 'Cancel']) {
      expect(hosted.body).toContain(`>${label}</button>`);
    }
    expect(hosted.body).toContain(`${placed.orderNumber}-1`);
    expect(gatewayRedirect).toMatch(
      /\/api\/v1\/payments\/paynamics\/return\/.+\?requestid=.+&responseid=/,
    );
    expect(landing).toBe(`${SHOP}/success?order=${placed._id}`);

    const order = await detail(placed._id);
    expect(order.status).toBe('order_placed_online_payment');
    expect(order.status_label).toBe('Order Placed (Online Payment)');
    expect(order.payment).toMatchObject({ method: 'online', channel: 'gc', status: 'paid' });
    expect(order.audit.map((entry: { status: string }) => entry.status)).toEqual([
      'order_placed',
      'order_placed_awaiting_payment',
      'payment_received',
      'order_placed_online_payment',
    ]);
    expect(order.audit[2]).toMatchObject({
      label: 'Payment Received',
      actor: 'gateway:paynamics',
      note: expect.stringMatching(/^Paid by GCash \(reference SBX.+\)$/),
    });
    await t.app.jobs.runDue();
    const subjects = (await mailsTo(t, ana.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Payment received for order ${placed.orderNumber}`);
  });

  it('sends the shopper back to review-and-pay after a failed payment, and lets them pay again', async () => {
    const placed = await placeOnline('cc');
    const failed = await payInSandbox(placed.paymentRedirectUrl, 'failed');
    expect(failed.landing).toBe(
      `${SHOP}/checkout/review-and-pay?order=${placed._id}&payment=failed`,
    );
    expect((await detail(placed._id)).status).toBe('order_placed_awaiting_payment');
    // The old attempt cannot be paid again; it sends the shopper back.
    const stale = await t.app.inject({ method: 'GET', url: path(placed.paymentRedirectUrl) });
    expect(stale.statusCode).toBe(303);

    const retry = expectStatus(
      await post(
        t,
        `/api/v1/my-orders/${placed._id}/pay`,
        { paynamicsChannel: 'paymaya' },
        ana.headers,
      ),
      200,
    ).data;
    expect(retry.paymentRedirectUrl).not.toBe(placed.paymentRedirectUrl);
    const paid = await payInSandbox(retry.paymentRedirectUrl, 'paid');
    expect(paid.landing).toBe(`${SHOP}/success?order=${placed._id}`);
    expect((await detail(placed._id)).payment.status).toBe('paid');
    const again = await post(t, `/api/v1/my-orders/${placed._id}/pay`, {}, ana.headers);
    expect(expectStatus(again, 409)).toEqual({
      message: 'This order is not waiting for a payment.',
    });
  });

  it('sends the shopper back with payment=cancelled when they cancel', async () => {
    const placed = await placeOnline();
    const cancelled = await payInSandbox(placed.paymentRedirectUrl, 'cancelled');
    expect(cancelled.gatewayRedirect).toContain('/api/v1/payments/paynamics/cancel/');
    expect(cancelled.landing).toBe(
      `${SHOP}/checkout/review-and-pay?order=${placed._id}&payment=cancelled`,
    );
    expect((await detail(placed._id)).status).toBe('order_placed_awaiting_payment');
  });

  it('refuses a payment request whose signature was tampered with', async () => {
    const placed = await placeOnline();
    const { action, paymentrequest } = await gatewayForm(placed.paymentRedirectUrl);
    const xml = Buffer.from(paymentrequest, 'base64').toString('utf8');
    const cheaper = Buffer.from(
      xml.replace(/<amount>[\d.]+<\/amount><currency>/, '<amount>1.00</amount><currency>'),
    ).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: path(action),
      ...formRequest({ paymentrequest: cheaper }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The payment request signature does not match.');
  });
});

describe('POST /api/v1/payments/paynamics/notification', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const placed = await placeOnline();
    const payment = await paymentOf(t, placed._id);
    const forged = paynamicsNotification(
      { request_id: payment.requestId, response_id: 'FORGED1' },
      'not-the-merchant-key',
    );
    const response = await notify(forged);
    expect(expectStatus(response, 400)).toEqual({
      message: 'The payment notification is not valid.',
    });
    expect(await notify('not base64 xml at all')).toHaveProperty('statusCode', 400);
    const order = await detail(placed._id);
    expect(order.status).toBe('order_placed_awaiting_payment');
    expect(order.audit).toHaveLength(2);
    const recorded = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment.id));
    expect(recorded).toEqual([]);
  });

  it('accepts a replay of a notification it has seen and changes nothing', async () => {
    const placed = await placeOnline();
    await payInSandbox(placed.paymentRedirectUrl, 'paid');
    const payment = await paymentOf(t, placed._id);
    const [recorded] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment.id));
    const before = await detail(placed._id);
    const replay = await notify(Buffer.from(recorded!.body).toString('base64'));
    expect(expectStatus(replay, 200)).toEqual({ data: { received: true, replay: true } });
    // Paygate's form encoding may turn '+' into spaces; it is still the same message.
    const spaced = await notify(Buffer.from(recorded!.body).toString('base64').replace(/\+/g, ' '));
    expect(expectStatus(spaced, 200).data.replay).toBe(true);
    expect(await detail(placed._id)).toEqual(before);
  });

  it('is signed with SHA-512 over the documented fields: a valid one from elsewhere is applied', async () => {
    const placed = await placeOnline();
    const payment = await paymentOf(t, placed._id);
    const pending = paynamicsNotification({
      request_id: payment.requestId,
      response_id: 'PNX-OTC-1',
      response_code: 'GR033',
      response_message: 'Transaction Pending',
      response_advise: 'Waiting for payment',
    });
    expect(expectStatus(await notify(pending), 200).data.replay).toBe(false);
    expect((await detail(placed._id)).status).toBe('order_placed_awaiting_payment');
  });
});

describe('unpaid online orders', () => {
  it('expire after UNPAID_ORDER_TTL_MINUTES: cancelled by the seller, stock released', async () => {
    const line = lines[next]!;
    const stockBefore = (await stockOf(t, line.variantId, line.branchId))!;
    const placed = await placeOnline();
    expect(await stockOf(t, line.variantId, line.branchId)).toBe(stockBefore - 1);

    await t.app.jobs.runDue();
    expect((await detail(placed._id)).status).toBe('order_placed_awaiting_payment');
    advanceClock(t, 31 * MINUTE);
    try {
      await t.app.jobs.runDue();
      const order = await detail(placed._id);
      expect(order.status).toBe('cancelled_seller');
      expect(order.status_label).toBe('Order Cancelled by Seller');
      expect(order.payment.status).toBe('expired');
      expect(order.audit.at(-1)).toMatchObject({
        status: 'cancelled_seller',
        actor: 'system',
        note: 'Payment not received in time',
      });
      expect(await stockOf(t, line.variantId, line.branchId)).toBe(stockBefore);
      const subjects = (await mailsTo(t, ana.email)).map((mail) => mail.subject);
      expect(subjects).toContain(`Order ${placed.orderNumber} was cancelled`);

      // The gateway's late word that it was paid: recorded for a refund, nothing reopened.
      const payment = await paymentOf(t, placed._id);
      const late = paynamicsNotification({ request_id: payment.requestId, response_id: 'LATE-1' });
      expectStatus(await notify(late), 200);
      const after = await detail(placed._id);
      expect(after.status).toBe('cancelled_seller');
      expect(after.payment.status).toBe('refund_due');
      expect(await stockOf(t, line.variantId, line.branchId)).toBe(stockBefore);
    } finally {
      resetClock(t);
    }
  });
});
