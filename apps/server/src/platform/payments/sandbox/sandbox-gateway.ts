import { randomBytes } from 'node:crypto';
import { InvalidNotificationError } from '../gateway';
import {
  PAYNAMICS_CANCELLED_CODE,
  PAYNAMICS_FAILED_CODE,
  PAYNAMICS_SUCCESS_CODES,
} from '../paynamics/codes';
import { encodeBase64, notificationXml } from '../paynamics/notification';
import { paynamicsSignature, REQUEST_SIGNED_FIELDS, signaturesMatch } from '../paynamics/signature';
import { blocks, hasDoctype, innerXml, text } from '../paynamics/xml';

// The sandbox plays Paygate for this shop's merchant account: it reads and checks the signed
// request exactly as Paygate documents it, and answers with a signed ServiceResponseWPF.

export type SandboxOutcome = 'paid' | 'failed' | 'cancelled';

export interface SandboxRequest {
  fields: Record<string, string>;
  items: { name: string; quantity: string; amount: string }[];
}

const TOP_LEVEL_FIELDS = [
  ...REQUEST_SIGNED_FIELDS,
  'cancel_url',
  'mobile',
  'trxtype',
  'pmethod',
  'signature',
] as const;

/** Decodes a `paymentrequest`, checking the merchant and its signature. */
export function openSandboxRequest(
  encoded: unknown,
  merchant: { merchantId: string; merchantKey: string },
): SandboxRequest {
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 200_000) {
    throw new InvalidNotificationError('There is no payment request.');
  }
  const xml = Buffer.from(encoded.replace(/ /g, '+'), 'base64').toString('utf8');
  const request = innerXml(xml, 'Request');
  if (hasDoctype(xml) || request === undefined) {
    throw new InvalidNotificationError('The payment request is not a Paygate request.');
  }
  const orders = innerXml(request, 'orders') ?? '';
  const top = request.replace(/<orders>[\s\S]*?<\/orders>/, '');
  const fields: Record<string, string> = {};
  for (const name of TOP_LEVEL_FIELDS) fields[name] = text(top, name);
  const expected = paynamicsSignature(REQUEST_SIGNED_FIELDS, fields, merchant.merchantKey);
  if (!signaturesMatch(expected, fields['signature'] ?? '')) {
    throw new InvalidNotificationError('The payment request signature does not match.');
  }
  if (fields['mid'] !== merchant.merchantId) {
    throw new InvalidNotificationError('The payment request is for another merchant.');
  }
  const items = blocks(orders, 'Items').map((item) => ({
    name: text(item, 'itemname'),
    quantity: text(item, 'quantity'),
    amount: text(item, 'amount'),
  }));
  return { fields, items };
}

const ANSWERS: Record<SandboxOutcome, { code: string; message: string; advise: string }> = {
  paid: {
    code: PAYNAMICS_SUCCESS_CODES[0],
    message: 'Transaction Successful',
    advise: 'Transaction is approved',
  },
  failed: {
    code: PAYNAMICS_FAILED_CODE,
    message: 'Transaction Failed',
    advise: 'The payment was declined by the sandbox tester',
  },
  cancelled: {
    code: PAYNAMICS_CANCELLED_CODE,
    message: 'Transaction cancelled by the payer',
    advise: 'The payer cancelled the transaction',
  },
};

/**
 * The tester's choice as Paygate would report it: the signed notification for
 * notification_url, and where the browser goes (response_url, or cancel_url on cancel), with
 * Paygate's base64 `requestid` and `responseid` query parameters.
 */
export function completeSandboxPayment(
  request: SandboxRequest,
  outcome: SandboxOutcome,
  merchantKey: string,
  now: Date,
) {
  const answer = ANSWERS[outcome];
  const responseId = `SBX${now.getTime()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const xml = notificationXml(
    {
      merchantid: request.fields['mid'] ?? '',
      request_id: request.fields['request_id'] ?? '',
      response_id: responseId,
      timestamp: now.toISOString(),
      rebill_id: '',
      ptype: request.fields['pmethod'] ?? '',
      response_code: answer.code,
      response_message: answer.message,
      response_advise: answer.advise,
      processor_response_id: outcome === 'paid' ? randomBytes(6).toString('hex') : '',
      processor_response_authcode: outcome === 'paid' ? randomBytes(3).toString('hex') : '',
    },
    merchantKey,
  );
  const target = new URL(
    (outcome === 'cancelled' ? request.fields['cancel_url'] : request.fields['response_url']) ?? '',
  );
  target.searchParams.set('requestid', encodeBase64(request.fields['request_id'] ?? ''));
  target.searchParams.set('responseid', encodeBase64(responseId));
  return {
    notificationUrl: request.fields['notification_url'] ?? '',
    paymentresponse: encodeBase64(xml),
    redirectUrl: target.toString(),
    responseId,
  };
}
