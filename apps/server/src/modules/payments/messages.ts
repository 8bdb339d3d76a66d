export const NOTIFICATION_INVALID = 'The payment notification is not valid.';
export const PAYMENT_NOT_FOUND = 'The payment does not exist.';
export const ONLINE_UNAVAILABLE = 'Online payment is not available right now.';
export const CHANNEL_REQUIRED = 'Choose how you want to pay online.';
export const NOT_AWAITING_PAYMENT = 'This order is not waiting for a payment.';
