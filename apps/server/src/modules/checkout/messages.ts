import { formatPeso, fromCentavos } from '@shop/shared';

export const DISCOUNT_NOT_FOUND = 'This discount code does not exist.';
export const DISCOUNT_EXPIRED = 'This discount code has expired.';
export const DISCOUNT_NOT_STARTED = 'This discount code is not active yet.';
export const DISCOUNT_USED_UP = 'This discount code has been fully used.';
export const DISCOUNT_ALREADY_USED = 'You have already used this discount code.';
export const DISCOUNT_PERSONAL =
  'This code was issued to another customer and can only be used from their account.';
export const DISCOUNT_NOT_ELIGIBLE = 'This discount code does not apply to any item in your cart.';
export const discountMinSpend = (centavos: number) =>
  `Spend at least ${formatPeso(fromCentavos(centavos))} to use this code.`;

export const ADDRESS_REQUIRED = 'Choose a delivery address.';
export const COURIER_REQUIRED = 'Choose a courier for delivery.';
export const COURIER_UNAVAILABLE = 'This courier is not available for this address.';
export const COURIERS_UNAVAILABLE = 'Courier rates are not available right now. Please try again.';
export const REGION_REQUIRED = 'Choose a delivery address or region.';
export const PICKUP_BRANCH_REQUIRED = 'Choose the branch where you will pick up your order.';
export const pickupFromOtherBranch = (branch: string, products: string[]) =>
  `Items picked up at ${branch} must come from its stock: ${products.join(', ')}.`;
export const PAYMENT_METHOD_REQUIRED = 'Choose a payment method.';
export const codAboveMax = (maxCentavos: number) =>
  `Cash on delivery is available for orders up to ${formatPeso(fromCentavos(maxCentavos))}. Please pay online or pick up your order.`;
export const soldOut = (product: string, branch: string) =>
  `Sorry, ${product} just sold out at ${branch}.`;
export const IDEMPOTENCY_KEY_REQUIRED = 'The Idempotency-Key header is required.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different checkout.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A checkout with this Idempotency-Key is still being processed.';
export const PREFERRED_DATE_PAST = 'Pick a delivery date that is not in the past.';
export const CART_ID_NOT_FOUND = 'The order or cart does not exist.';
