import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../src/db/schema/index';
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
  type Customer,
  type StockedVariant,
} from '../customers';
import { pdfText } from '../pdf-text';
import { multipart } from './account-fixtures';
import { advanceClock, DAY, resetClock } from './auth-fixtures';

interface PolicyBody {
  _id: string;
  policy_number: string;
  order_item_id: string;
  status: string;
  starts_on: string;
  ends_on: string;
  cooling_off_ends_on: string;
  can_request_refund: boolean;
  years: number;
}

let t: TestApp;
let ana: Customer;
let ben: Customer;
let planned: StockedVariant;
let plain: StockedVariant;

const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Ana orders one line with its protection plan and one without; answers the order's detail. */
async function orderWithPlan(customer: Customer) {
  const address = await createAddress(t, customer);
  const lines = [
    await cartLine(t, customer, planned, 2, { withProtectionPlan: true }),
    await cartLine(t, customer, plain, 1),
  ];
  const placed = expectStatus(await checkout(t, customer, checkoutBody(lines, { address })), 201);
  return expectStatus(await get(t, `/api/v1/my-orders/${placed.data._id}`, customer.headers), 200)
    .data as {
    _id: string;
    orderNumber: string;
    status: string;
    items: { _id: string; variant_id: string }[];
    policies: PolicyBody[];
    audit: { status: string; note: string }[];
  };
}

const detail = async (customer: Customer, orderId: string) =>
  expectStatus(await get(t, `/api/v1/my-orders/${orderId}`, customer.headers), 200).data;

const upload = (
  customer: Customer | null,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
) => {
  const body = multipart(
    fields,
    file
      ? [{ field: 'file', filename: file.name, contentType: 'application/pdf', bytes: file.bytes }]
      : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/download-policy-pdf',
    headers: { ...(customer?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  // Tokens outlive the 16-day clock move of the cooling-off test.
  t = await createShopTestApp({ env: { ACCESS_TOKEN_TTL: '60d' } });
  ana = await createCustomer(t, { firstName: 'Ana', lastName: 'Reyes' });
  ben = await createCustomer(t, { firstName: 'Ben' });
  const withPlan = await stockedVariants(t, {
    minStock: 10,
    withPlan: true,
    branchCode: 'QC-MAIN',
  });
  planned = withPlan[0]!;
  plain = (await stockedVariants(t, { minStock: 10, branchCode: 'QC-MAIN' })).find(
    (line) => line.productId !== planned.productId,
  )!;
  // Every test places its own orders: plenty of stock so none runs out.
  await setStock(t, planned.variantId, planned.branchId, 1000);
  await setStock(t, plain.variantId, plain.branchId, 1000);
});
afterEach(() => resetClock(t));
afterAll(() => t.close());

describe('issuing policies at checkout', () => {
  it('gives each line bought with its plan one policy, dated from the order day in Manila', async () => {
    const order = await orderWithPlan(ana);
    const planLine = order.items.find((item) => item.variant_id === planned.variantId)!;
    expect(order.policies).toHaveLength(1);
    const [policy] = order.policies as [PolicyBody];
    const start = manilaToday();
    expect(policy).toMatchObject({
      order_item_id: planLine._id,
      status: 'active',
      starts_on: start,
      can_request_refund: true,
      refund_requested_at: null,
    });
    expect(policy.policy_number).toMatch(/^PP-\d{4}-\d{6}$/);
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCFullYear(end.getUTCFullYear() + policy.years);
    end.setUTCDate(end.getUTCDate() - 1);
    expect(policy.ends_on).toBe(end.toISOString().slice(0, 10));
    const coolingOff = new Date(`${start}T00:00:00Z`);
    coolingOff.setUTCDate(coolingOff.getUTCDate() + 15);
    expect(policy.cooling_off_ends_on).toBe(coolingOff.toISOString().slice(0, 10));
  });

  it('numbers policies uniquely across orders', async () => {
    const first = await orderWithPlan(ana);
    const second = await orderWithPlan(ben);
    expect(first.policies[0]!.policy_number).not.toBe(second.policies[0]!.policy_number);
  });
});

describe('GET /api/orders/generate-then-download-policy/:id', () => {
  it('answers the policy PDF with its number, holder, item and cover', async () => {
    const order = await orderWithPlan(ana);
    const policy = order.policies[0]!;
    const response = await get(
      t,
      `/api/orders/generate-then-download-policy/${policy._id}`,
      ana.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="policy-${policy.policy_number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      policy.policy_number,
      'Ana Reyes',
      ana.email,
      order.orderNumber,
      policy.ends_on,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers base64 JSON for the web’s PDF helper with format=base64', async () => {
    const order = await orderWithPlan(ana);
    const policy = order.policies[0]!;
    const body = expectStatus(
      await get(
        t,
        `/api/orders/generate-then-download-policy/${policy._id}?format=base64`,
        ana.headers,
      ),
      200,
    ).data;
    expect(body).toMatchObject({
      fileName: `policy-${policy.policy_number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(Buffer.from(body.base64, 'base64'))).toContain(policy.policy_number);
  });

  it('never shows another customer’s policy, and needs a token', async () => {
    const policy = (await orderWithPlan(ana)).policies[0]!;
    const url = `/api/orders/generate-then-download-policy/${policy._id}`;
    const other = expectStatus(await get(t, url, ben.headers), 404);
    expect(other.message).toBe('This policy does not exist or is not yours.');
    expectStatus(await get(t, url), 401);
    expectStatus(
      await get(t, '/api/orders/generate-then-download-policy/not-an-id', ana.headers),
      404,
    );
    expectStatus(await get(t, `${url}?format=docx`, ana.headers), 400);
  });
});

describe('POST /api/orders/request-policy-refund', () => {
  it('records the request, refunds the premium and moves a processing order to its refund twin', async () => {
    const order = await orderWithPlan(ana);
    await t.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.id, order._id));
    const policy = order.policies[0]!;
    const answer = expectStatus(
      await post(
        t,
        '/api/orders/request-policy-refund',
        { policyId: policy._id, reason: 'Changed my mind' },
        ana.headers,
      ),
      200,
    ).data;
    expect(answer).toMatchObject({
      _id: policy._id,
      status: 'refund_requested',
      can_request_refund: false,
    });
    expect(answer.refund_requested_at).toEqual(expect.any(String));
    const after = await detail(ana, order._id);
    expect(after.status).toBe('processing_with_refund');
    expect(after.status_label).toBe('Order Processing');
    expect(after.audit.at(-1)).toMatchObject({
      status: 'processing_with_refund',
      note: expect.stringContaining(policy.policy_number),
    });
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(owed).toEqual([
      expect.objectContaining({ source: 'policy', amountCentavos: 2 * planned.planPriceCentavos! }),
    ]);
  });

  it('keeps the status of an order with no refund twin and still records the request', async () => {
    const order = await orderWithPlan(ana);
    const policy = order.policies[0]!;
    expectStatus(
      await post(
        t,
        '/api/orders/request-policy-refund',
        { policyId: policy._id, reason: 'Not needed' },
        ana.headers,
      ),
      200,
    );
    const after = await detail(ana, order._id);
    expect(after.status).toBe(order.status);
    expect(after.policies[0].status).toBe('refund_requested');
  });

  it('refuses a second request and changes nothing', async () => {
    const order = await orderWithPlan(ana);
    await t.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.id, order._id));
    const body = { policyId: order.policies[0]!._id, reason: 'Changed my mind' };
    expectStatus(await post(t, '/api/orders/request-policy-refund', body, ana.headers), 200);
    const before = await detail(ana, order._id);
    const again = expectStatus(
      await post(t, '/api/orders/request-policy-refund', body, ana.headers),
      409,
    );
    expect(again.message).toBe('A refund has already been requested for this policy.');
    expect(await detail(ana, order._id)).toEqual(before);
  });

  it('refuses after the cooling-off window with the last day in the message', async () => {
    const order = await orderWithPlan(ana);
    const policy = order.policies[0]!;
    advanceClock(t, 16 * DAY);
    const refused = expectStatus(
      await post(
        t,
        '/api/orders/request-policy-refund',
        { policyId: policy._id, reason: 'Too late' },
        ana.headers,
      ),
      422,
    );
    expect(refused.message).toBe(
      `The cooling-off period for this policy ended on ${policy.cooling_off_ends_on}; its premium can no longer be refunded.`,
    );
    resetClock(t);
    expect((await detail(ana, order._id)).policies[0].status).toBe('active');
  });

  it('rejects bad input and other customers’ policies without changing them', async () => {
    const order = await orderWithPlan(ana);
    const policyId = order.policies[0]!._id;
    const missing = expectStatus(
      await post(t, '/api/orders/request-policy-refund', { policyId, reason: '  ' }, ana.headers),
      400,
    );
    expect(missing.message).toEqual(expect.any(String));
    expectStatus(
      await post(t, '/api/orders/request-policy-refund', { policyId, reason: 'x' }, ben.headers),
      404,
    );
    expectStatus(
      await post(t, '/api/orders/request-policy-refund', { policyId, reason: 'x' }),
      401,
    );
    expect((await detail(ana, order._id)).policies[0].status).toBe('active');
  });
});

describe('POST /api/orders/download-policy-pdf', () => {
  it('stores the customer’s signed PDF and answers the stored file', async () => {
    const policy = (await orderWithPlan(ana)).policies[0]!;
    const pdf = (
      await get(t, `/api/orders/generate-then-download-policy/${policy._id}`, ana.headers)
    ).rawPayload;
    const response = await upload(
      ana,
      { policyId: policy._id },
      { bytes: pdf, name: 'signed.pdf' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="policy-${policy.policy_number}-signed.pdf"`,
    );
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
  });

  it('checks the bytes, not the name: a PNG called .pdf is refused', async () => {
    const policy = (await orderWithPlan(ana)).policies[0]!;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await upload(
      ana,
      { policyId: policy._id },
      { bytes: png, name: 'policy.pdf' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The file must be a PDF document.');
  });

  it('refuses files over 5 MB with the spec’s message', async () => {
    const policy = (await orderWithPlan(ana)).policies[0]!;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(ana, { policyId: policy._id }, { bytes: big, name: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must not exceed 5MB');
  });

  it('needs a policy id and a file, a token, and the caller’s own policy', async () => {
    const policy = (await orderWithPlan(ana)).policies[0]!;
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect((await upload(ana, {}, { bytes: pdf, name: 'a.pdf' })).statusCode).toBe(400);
    expect((await upload(ana, { policyId: policy._id })).statusCode).toBe(400);
    expect(
      (await upload(ben, { policyId: policy._id }, { bytes: pdf, name: 'a.pdf' })).statusCode,
    ).toBe(404);
    expect(
      (await upload(null, { policyId: policy._id }, { bytes: pdf, name: 'a.pdf' })).statusCode,
    ).toBe(401);
  });
});
