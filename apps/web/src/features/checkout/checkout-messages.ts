// What the checkout screens say about a gap before asking the server: the server's own texts
// for the same gaps (apps/server/src/modules/checkout/messages.ts), so both read alike.

export const ADDRESS_REQUIRED = 'Choose a delivery address.';
export const COURIER_REQUIRED = 'Choose a courier for delivery.';
export const PICKUP_BRANCH_REQUIRED = 'Choose the branch where you will pick up your order.';
export const PAYMENT_METHOD_REQUIRED = 'Choose a payment method.';
export const CHANNEL_REQUIRED = 'Choose how you want to pay online.';
export const PREFERRED_DATE_PAST = 'Pick a delivery date that is not in the past.';
export const BILLING_REQUIRED = 'Choose a billing address.';
export const pickupFromOtherBranch = (branch: string, products: string[]) =>
  `Items picked up at ${branch} must come from its stock: ${products.join(', ')}.`;

export const TERMS_REQUIRED = 'Please agree to the Terms and Conditions to place your order.';
export const NOTHING_CHECKED = 'Select the items you want to check out first.';
export const SHIPPING_INCOMPLETE = 'Please complete your shipping information first.';
