import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidNotificationError, type PaymentRequestInput } from '../gateway';
import { createPaynamicsGateway } from './adapter';
import { paynamicsOutcome } from './codes';
import {
  notificationXml,
  readPaynamicsNotification,
  type NotificationValues,
} from './notification';
import { paymentRequestXml, requestFields } from './request';

const merchant = {
  merchantId: 'M-123',
  merchantKey: 'KEY-abc',
  endpoint: 'https://pay.example/wpf',
};
const sha512 = (value: string) => createHash('sha512').update(value).digest('hex');

const input: PaymentRequestInput = {
  requestId: 'CF-2026-000123-1',
  amountCentavos: 12_499_00,
  channel: 'gc',
  customer: {
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria@example.ph',
    mobile: '+639171234567',
    address1: '12 Scout Tuason Street',
    address2: 'South Triangle',
    city: 'Quezon City',
    state: 'Metro Manila',
    zip: '1103',
  },
  items: [
    { name: 'Narra Side Table & Lamp', quantity: 1, amountCentavos: 11_999_00 },
    { name: 'Shipping fee', quantity: 1, amountCentavos: 500_00 },
  ],
  notificationUrl: 'https://shop.example/notify',
  responseUrl: 'https://shop.example/return',
  cancelUrl: 'https://shop.example/cancel',
  serverIp: '10.0.0.5',
  clientIp: '203.0.113.9',
};

describe('the Paygate payment request', () => {
  it('is signed with SHA-512 over the documented fields in order, the merchant key last', () => {
    const fields = requestFields(input, merchant);
    const expected = sha512(
      [
        'M-123',
        'CF-2026-000123-1',
        '10.0.0.5',
        'https://shop.example/notify',
        'https://shop.example/return',
        'Maria',
        'Santos',
        '',
        '12 Scout Tuason Street',
        'South Triangle',
        'Quezon City',
        'Metro Manila',
        'PH',
        '1103',
        'maria@example.ph',
        '+639171234567',
        '203.0.113.9',
        '12499.00',
        'PHP',
        'try3d',
      ].join('') + 'KEY-abc',
    );
    expect(fields['signature']).toBe(expected);
    expect(fields).toMatchObject({
      trxtype: 'sale',
      pmethod: 'gc',
      cancel_url: 'https://shop.example/cancel',
    });
  });

  it('travels as base64 XML in the paymentrequest field of a form posted to the endpoint', () => {
    const form = createPaynamicsGateway(merchant).hostedPaymentForm(input);
    expect(form.action).toBe('https://pay.example/wpf');
    const xml = Buffer.from(form.fields['paymentrequest']!, 'base64').toString('utf8');
    expect(xml).toBe(paymentRequestXml(input, merchant));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8" \?><Request><orders><items><Items>/,
    );
    expect(xml).toContain(
      '<itemname>Narra Side Table &amp; Lamp</itemname><quantity>1</quantity><amount>11999.00</amount>',
    );
    expect(xml).toContain('<amount>12499.00</amount><currency>PHP</currency>');
  });
});

const values: NotificationValues = {
  merchantid: 'M-123',
  request_id: 'CF-2026-000123-1',
  response_id: 'PNX1234',
  timestamp: '2026-05-04T10:00:00.000Z',
  rebill_id: '',
  ptype: 'gc',
  response_code: 'GR001',
  response_message: 'Transaction Successful',
  response_advise: 'Transaction is approved',
  processor_response_id: '',
  processor_response_authcode: '',
};
const encode = (xml: string) => Buffer.from(xml).toString('base64');

describe('the Paygate notification', () => {
  it('verifies the SHA-512 signature over the documented response fields', () => {
    const xml = notificationXml(values, 'KEY-abc');
    const signed = sha512(
      'M-123CF-2026-000123-1PNX1234GR001Transaction SuccessfulTransaction is approved2026-05-04T10:00:00.000Z' +
        'KEY-abc',
    );
    expect(xml).toContain(`<signature>${signed}</signature>`);
    const read = readPaynamicsNotification({ paymentresponse: encode(xml) }, merchant);
    expect(read).toMatchObject({
      requestId: 'CF-2026-000123-1',
      responseId: 'PNX1234',
      responseCode: 'GR001',
      outcome: 'paid',
    });
  });

  it('refuses a changed field, another key, another merchant and anything unreadable', () => {
    const xml = notificationXml(values, 'KEY-abc');
    const tampered = xml.replace('<response_code>GR001', '<response_code>GR002');
    const cases = [
      { paymentresponse: encode(tampered) },
      { paymentresponse: encode(notificationXml(values, 'other-key')) },
      { paymentresponse: encode(notificationXml({ ...values, merchantid: 'M-999' }, 'KEY-abc')) },
      { paymentresponse: encode(`<!DOCTYPE x [<!ENTITY e "x">]>${xml}`) },
      { paymentresponse: 'bm90IHhtbA==' },
      {},
    ];
    for (const fields of cases) {
      expect(() => readPaynamicsNotification(fields, merchant)).toThrow(InvalidNotificationError);
    }
  });

  it('reads the response codes: GR001/GR002 paid, GR033 pending, GR053 cancelled, others failed', () => {
    expect(paynamicsOutcome('GR001')).toBe('paid');
    expect(paynamicsOutcome('GR002')).toBe('paid');
    expect(paynamicsOutcome('GR033')).toBe('pending');
    expect(paynamicsOutcome('GR053')).toBe('cancelled');
    expect(paynamicsOutcome('GR003')).toBe('failed');
  });
});
