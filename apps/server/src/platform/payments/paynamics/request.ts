import type { PaymentRequestInput } from '../gateway';
import { paynamicsSignature, REQUEST_SIGNED_FIELDS } from './signature';
import { element, XML_DECLARATION } from './xml';

export interface PaynamicsMerchant {
  merchantId: string;
  merchantKey: string;
  /** The Paygate web payment URL the browser posts `paymentrequest` to. */
  endpoint: string;
}

/** Amounts travel as pesos with exactly two decimals ("12499.00"), also inside the signature. */
export const paynamicsAmount = (centavos: number) => (centavos / 100).toFixed(2);

/** The request's top-level fields, in the order the XML lists them. */
export function requestFields(
  input: PaymentRequestInput,
  merchant: PaynamicsMerchant,
): Record<string, string> {
  const fields: Record<string, string> = {
    mid: merchant.merchantId,
    request_id: input.requestId,
    ip_address: input.serverIp,
    notification_url: input.notificationUrl,
    response_url: input.responseUrl,
    cancel_url: input.cancelUrl,
    mtac_url: '',
    descriptor_note: '',
    fname: input.customer.firstName,
    lname: input.customer.lastName,
    mname: '',
    address1: input.customer.address1,
    address2: input.customer.address2,
    city: input.customer.city,
    state: input.customer.state,
    country: 'PH',
    zip: input.customer.zip,
    secure3d: 'try3d',
    trxtype: 'sale',
    email: input.customer.email,
    phone: input.customer.mobile,
    mobile: input.customer.mobile,
    client_ip: input.clientIp,
    amount: paynamicsAmount(input.amountCentavos),
    currency: 'PHP',
    mlogo_url: '',
    pmethod: input.channel,
  };
  fields['signature'] = paynamicsSignature(REQUEST_SIGNED_FIELDS, fields, merchant.merchantKey);
  return fields;
}

/** The <Request> document: order items, then every field, the signature last. */
export function paymentRequestXml(input: PaymentRequestInput, merchant: PaynamicsMerchant): string {
  const items = input.items
    .map(
      (item) =>
        `<Items>${element('itemname', item.name)}${element('quantity', String(item.quantity))}${element('amount', paynamicsAmount(item.amountCentavos))}</Items>`,
    )
    .join('');
  const fields = Object.entries(requestFields(input, merchant))
    .map(([name, value]) => element(name, value))
    .join('');
  return `${XML_DECLARATION}<Request><orders><items>${items}</items></orders>${fields}</Request>`;
}

/** Paygate takes the request as one base64-encoded form field named `paymentrequest`. */
export function encodePaymentRequest(xml: string): string {
  return Buffer.from(xml, 'utf8').toString('base64');
}
