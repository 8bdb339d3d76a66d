import { asc, eq } from 'drizzle-orm';
import { orderReturns, orders, orderStatusHistory, refunds } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import {
  cartLine,
  checkout,
  checkoutBody,
  expectStatus,
  post,
  put,
  TEST_PROJECT_ID,
  type StockedVariant,
} from '../customers';
import { bearer, login, mailsTo } from './auth-fixtures';
import { multipart, PNG } from './account-fixtures';

export { JPEG, PDF, PNG } from './account-fixtures';

/** The seeded operator of the order tests (OPERATOR_EMAIL / OPERATOR_PASSWORD). */
export const OPERATOR = { email: 'operator@casafilipina.ph', password: 'Operator#2024' };

interface Caller {
  headers: Record<string, string>;
}

/** Seeds the operator account and logs in as it. */
export async function signedInOperator(t: TestApp) {
  await seedAccounts(t.database.db, TEST_PROJECT_ID, { operator: OPERATOR, demoCustomer: false });
  const data = expectStatus(await login(t, OPERATOR.email, OPERATOR.password), 200).data;
  return { ...OPERATOR, headers: bearer(data.token as string) };
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
}

/** A cash-on-delivery order of these lines (one unit each unless told), delivered by truck. */
export async function placeCodOrder(
  t: TestApp,
  customer: Caller,
  address: string,
  lines: { line: StockedVariant; quantity?: number }[],
): Promise<PlacedOrder> {
  const items = [];
  for (const { line, quantity } of lines)
    items.push(await cartLine(t, customer, line, quantity ?? 1));
  const placed = expectStatus(
    await checkout(t, customer, checkoutBody(items, { address })),
    201,
  ).data;
  return { _id: placed._id, orderNumber: placed.orderNumber };
}

export const updateStatus = (t: TestApp, caller: Caller, orderId: string, body: unknown) =>
  put(t, `/api/orders/update-status/${orderId}`, body, caller.headers);

export const advance = (
  t: TestApp,
  operator: Caller,
  orderId: string,
  status: string,
  extra: Record<string, string> = {},
) => post(t, `/api/v1/operator/orders/${orderId}/status`, { status, ...extra }, operator.headers);

/** Operator steps that must succeed, one after another. */
export async function advanceThrough(
  t: TestApp,
  operator: Caller,
  orderId: string,
  statuses: string[],
) {
  for (const status of statuses) {
    const extra: Record<string, string> = status.startsWith('shipped')
      ? { trackingNumber: `LBC-${orderId.slice(0, 8)}` }
      : {};
    expectStatus(await advance(t, operator, orderId, status, extra), 200);
  }
}

/** Processing, shipped (with a tracking number), delivered: waiting for the customer. */
export const deliver = (t: TestApp, operator: Caller, orderId: string) =>
  advanceThrough(t, operator, orderId, ['processing', 'shipped', 'delivered_confirm_receipt']);

/** Delivered and confirmed by the customer: inside the return window. */
export async function receive(t: TestApp, operator: Caller, customer: Caller, orderId: string) {
  await deliver(t, operator, orderId);
  expectStatus(await updateStatus(t, customer, orderId, { action: 'confirm_receipt' }), 200);
}

export const photoUpload = (
  t: TestApp,
  caller: Partial<Caller>,
  orderId: string,
  bytes: Buffer = PNG,
  field = 'file',
) => {
  const body = multipart({}, [{ field, filename: 'photo.png', contentType: 'image/png', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/my-orders/${orderId}/return-photos`,
    payload: body.payload,
    headers: { ...body.headers, ...caller.headers },
  });
};

export async function uploadPhoto(t: TestApp, caller: Caller, orderId: string) {
  return expectStatus(await photoUpload(t, caller, orderId), 201).data as {
    _id: string;
    url: string;
  };
}

/** Everything a refused step must leave alone: the order row, its audit, refunds, returns. */
export async function orderState(t: TestApp, orderId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order,
    audit: await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.sequence)),
    refunds: await db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    returns: await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
  };
}

export const refundsOf = async (t: TestApp, orderId: string) =>
  (await orderState(t, orderId)).refunds;

/** Subjects of the mails sent to an address so far, oldest first (runs due jobs first). */
export async function mailSubjects(t: TestApp, address: string) {
  await t.app.jobs.runDue();
  return (await mailsTo(t, address)).map((mail) => mail.subject).reverse();
}
