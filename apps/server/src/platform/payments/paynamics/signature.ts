import { createHash, timingSafeEqual } from 'node:crypto';

// Paygate (WPF/RPF) signatures: SHA-512, lowercase hex, over the listed fields concatenated in
// this exact order with the merchant key appended. Missing fields count as ''.

/** The fields of a payment request that its signature covers, in the documented order. */
export const REQUEST_SIGNED_FIELDS = [
  'mid',
  'request_id',
  'ip_address',
  'notification_url',
  'response_url',
  'fname',
  'lname',
  'mname',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zip',
  'email',
  'phone',
  'client_ip',
  'amount',
  'currency',
  'secure3d',
] as const;

/** The fields of a notification (ServiceResponseWPF) that its signature covers, in order. */
export const RESPONSE_SIGNED_FIELDS = [
  'merchantid',
  'request_id',
  'response_id',
  'response_code',
  'response_message',
  'response_advise',
  'timestamp',
  'rebill_id',
] as const;

export function paynamicsSignature(
  fields: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
  merchantKey: string,
): string {
  const signed = fields.map((field) => values[field] ?? '').join('') + merchantKey;
  return createHash('sha512').update(signed, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures (case-insensitive). */
export function signaturesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(actual.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
