import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payments } from '../src/db/schema/index';
import {
  notificationXml,
  type NotificationValues,
} from '../src/platform/payments/paynamics/notification';
import type { TestApp } from './app';

/** The merchant account the server uses outside production (config.ts). */
export const SANDBOX_MERCHANT_ID = 'SANDBOX-MERCHANT';
export const SANDBOX_MERCHANT_KEY = 'sandbox-merchant-key';

/** The request of a browser posting an HTML form (what Paygate and the sandbox page send). */
export const formRequest = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The order's payment attempt; there must be exactly one. */
export async function paymentOf(t: TestApp, orderId: string) {
  const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (rows.length !== 1) throw new Error(`order ${orderId} has ${rows.length} payments, not 1`);
  return rows[0]!;
}

/**
 * A Paygate notification for one payment request, signed with `merchantKey` and base64-encoded
 * as the `paymentresponse` field carries it: a successful GCash payment unless told otherwise.
 */
export function paynamicsNotification(
  values: Pick<NotificationValues, 'request_id' | 'response_id'> & Partial<NotificationValues>,
  merchantKey = SANDBOX_MERCHANT_KEY,
): string {
  const xml = notificationXml(
    {
      merchantid: SANDBOX_MERCHANT_ID,
      timestamp: new Date().toISOString(),
      rebill_id: '',
      ptype: 'gc',
      response_code: 'GR001',
      response_message: 'Transaction Successful',
      response_advise: '',
      processor_response_id: '',
      processor_response_authcode: '',
      ...values,
    },
    merchantKey,
  );
  return Buffer.from(xml).toString('base64');
}

/** Paygate's server-to-server post of a notification. */
export function postNotification(
  t: TestApp,
  paymentresponse: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/paynamics/notification',
    ...formRequest({ paymentresponse }),
  });
}
