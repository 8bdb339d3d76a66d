/** What the shop asks a hosted-payment-page gateway for, whatever the gateway. */
export interface PaymentRequestInput {
  /** Our reference for this attempt; the notification names it back. */
  requestId: string;
  amountCentavos: number;
  /** The channel the customer picked (card, GCash, Maya, online banking…). */
  channel: string;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
  };
  items: { name: string; quantity: number; amountCentavos: number }[];
  notificationUrl: string;
  responseUrl: string;
  cancelUrl: string;
  /** The shop server's address and the shopper's, as the gateway's fraud checks want them. */
  serverIp: string;
  clientIp: string;
}

/** An HTML form the browser posts to the gateway's hosted payment page. */
export interface HostedPaymentForm {
  action: string;
  fields: Record<string, string>;
}

export type PaymentOutcome = 'paid' | 'pending' | 'cancelled' | 'failed';

export interface PaymentNotification {
  requestId: string;
  responseId: string;
  responseCode: string;
  responseMessage: string;
  outcome: PaymentOutcome;
  /** The decoded message, kept for reconciliation. */
  body: string;
}

/** A notification that does not verify (bad signature, another merchant, unreadable). */
export class InvalidNotificationError extends Error {}

export interface PaymentGateway {
  readonly provider: string;
  hostedPaymentForm(input: PaymentRequestInput): HostedPaymentForm;
  /** Verifies and reads a server-to-server notification; throws InvalidNotificationError. */
  readNotification(fields: Record<string, unknown>): PaymentNotification;
}
