import type { PaymentGateway } from '../gateway';
import { readPaynamicsNotification } from './notification';
import { encodePaymentRequest, paymentRequestXml, type PaynamicsMerchant } from './request';

/**
 * Paynamics Paygate (hosted payment page): the browser posts a signed, base64-encoded XML
 * `paymentrequest` to the merchant's endpoint; Paygate posts a signed `paymentresponse` to
 * notification_url and sends the shopper back to response_url (or cancel_url).
 */
export function createPaynamicsGateway(merchant: PaynamicsMerchant): PaymentGateway {
  return {
    provider: 'paynamics',
    hostedPaymentForm(input) {
      return {
        action: merchant.endpoint,
        fields: { paymentrequest: encodePaymentRequest(paymentRequestXml(input, merchant)) },
      };
    },
    readNotification(fields) {
      return readPaynamicsNotification(fields, merchant);
    },
  };
}
