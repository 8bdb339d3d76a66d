import { InvalidNotificationError, type PaymentNotification } from '../gateway';
import { paynamicsOutcome } from './codes';
import { paynamicsSignature, RESPONSE_SIGNED_FIELDS, signaturesMatch } from './signature';
import { element, hasDoctype, innerXml, text, XML_DECLARATION } from './xml';

export interface NotificationValues {
  merchantid: string;
  request_id: string;
  response_id: string;
  timestamp: string;
  rebill_id: string;
  ptype: string;
  response_code: string;
  response_message: string;
  response_advise: string;
  processor_response_id: string;
  processor_response_authcode: string;
}

/** A signed ServiceResponseWPF document, as Paygate posts it (the sandbox builds these). */
export function notificationXml(values: NotificationValues, merchantKey: string): string {
  const signature = paynamicsSignature(
    RESPONSE_SIGNED_FIELDS,
    values as unknown as Record<string, string>,
    merchantKey,
  );
  const application = [
    element('merchantid', values.merchantid),
    element('request_id', values.request_id),
    element('response_id', values.response_id),
    element('timestamp', values.timestamp),
    element('rebill_id', values.rebill_id),
    element('signature', signature),
    element('ptype', values.ptype),
  ].join('');
  const status = [
    element('response_code', values.response_code),
    element('response_message', values.response_message),
    element('response_advise', values.response_advise),
    element('processor_response_id', values.processor_response_id),
    element('processor_response_authcode', values.processor_response_authcode),
  ].join('');
  return `${XML_DECLARATION}<ServiceResponseWPF><application>${application}</application><responseStatus>${status}</responseStatus></ServiceResponseWPF>`;
}

export const encodeBase64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/**
 * Reads the `paymentresponse` field of a notification: base64 (form encoding may have turned
 * its '+' into spaces) of a ServiceResponseWPF document, signed with the merchant key.
 */
export function readPaynamicsNotification(
  fields: Record<string, unknown>,
  merchant: { merchantId: string; merchantKey: string },
): PaymentNotification {
  const encoded = fields['paymentresponse'];
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 100_000) {
    throw new InvalidNotificationError('The notification has no paymentresponse.');
  }
  const xml = Buffer.from(encoded.replace(/ /g, '+'), 'base64').toString('utf8');
  const application = innerXml(xml, 'application');
  const status = innerXml(xml, 'responseStatus');
  if (hasDoctype(xml) || application === undefined || status === undefined) {
    throw new InvalidNotificationError('The notification is not a ServiceResponseWPF document.');
  }
  const values: Record<string, string> = {};
  for (const field of ['merchantid', 'request_id', 'response_id', 'timestamp', 'rebill_id']) {
    values[field] = text(application, field);
  }
  for (const field of ['response_code', 'response_message', 'response_advise']) {
    values[field] = text(status, field);
  }
  const expected = paynamicsSignature(RESPONSE_SIGNED_FIELDS, values, merchant.merchantKey);
  if (!signaturesMatch(expected, text(application, 'signature'))) {
    throw new InvalidNotificationError('The notification signature does not match.');
  }
  if (values['merchantid'] !== merchant.merchantId) {
    throw new InvalidNotificationError('The notification is for another merchant.');
  }
  const responseCode = values['response_code'] ?? '';
  return {
    requestId: values['request_id'] ?? '',
    responseId: values['response_id'] ?? '',
    responseCode,
    responseMessage: values['response_message'] ?? '',
    outcome: paynamicsOutcome(responseCode),
    body: xml,
  };
}
