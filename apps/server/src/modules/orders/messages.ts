export const ORDER_NOT_FOUND = 'The order does not exist.';
export const PAYMENT_EXPIRED_NOTE = 'Payment not received in time';
export const ACTORS = {
  customer: 'customer',
  system: 'system',
  paynamics: 'gateway:paynamics',
} as const;
