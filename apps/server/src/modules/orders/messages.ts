import type { OrderAction } from '@shop/shared';

export const ORDER_NOT_FOUND = 'The order does not exist.';
export const PAYMENT_EXPIRED_NOTE = 'Payment not received in time';
export const ACTORS = {
  customer: 'customer',
  system: 'system',
  paynamics: 'gateway:paynamics',
  operator: 'operator',
} as const;

/** The audit's actor for a shop operator: who exactly moved the order. */
export const operatorActor = (userId: string) => `operator:${userId}`;

/** An audit note from a reason the customer picked and the words they added. */
export const withDetails = (reason: string, details: string) =>
  details ? `${reason}: ${details}` : reason;

/** What the operator writes in the audit when they give no note. */
export const OPERATOR_NOTES: Partial<Record<OrderAction, string>> = {
  process: 'The shop is preparing the order',
  deliver: 'Delivered',
  seller_cancel: 'Cancelled by the shop',
  complete: 'Order completed',
  accept_return: 'Return request under review',
  approve_return: 'Return approved',
  decline_return: 'Return declined',
  receive_return: 'Returned items received',
  mark_returned: 'Return completed',
};

export const RETURN_NOT_FOUND = 'The return request does not exist.';
export const PHOTO_NOT_FOUND = 'The photo does not exist.';

// Refused customer moves (409): nothing changed.
export const CANNOT_CANCEL = 'This order can no longer be cancelled.';
export const CANNOT_CONFIRM_RECEIPT = 'This order is not waiting for you to confirm receipt.';
export const RETURN_WINDOW_CLOSED = 'The return window for this order has closed.';
export const RETURN_ALREADY_REQUESTED = 'A return has already been requested for this order.';
export const RETURN_NOT_YET = 'You can request a return after you confirm receipt of the order.';
export const NO_OPEN_RETURN = 'There is no open return request to withdraw.';
export const STEP_NOT_ALLOWED = 'This order cannot take that step now.';

// Bad return requests (400).
export const RETURN_ITEM_UNKNOWN = 'This item is not part of the order.';
export const RETURN_ITEM_TWICE = 'List each item once.';
export const returnQuantityTooHigh = (units: number) =>
  units === 0
    ? 'This item has already been returned.'
    : `You can return at most ${units} of this item.`;
export const RETURN_PHOTO_UNKNOWN = 'This photo was not uploaded for this order.';

// Return photos.
export const PHOTO_FIELD_NEEDED = 'Choose a photo to upload.';
export const PHOTO_NOT_IMAGE = 'Photos must be JPEG, PNG or WebP images.';
export const TOO_MANY_PHOTOS = 'You have uploaded the most photos allowed for this order.';

// The operator.
export const TRACKING_NUMBER_NEEDED = 'A tracking number is needed to ship an order.';
export const notAllowedMove = (orderNumber: string, from: string, to: string) =>
  `Order ${orderNumber} is ${from}; it cannot move to ${to}.`;
export const returnNotOpen = (status: string) =>
  `This return request is ${status}; it can no longer be approved or declined.`;
