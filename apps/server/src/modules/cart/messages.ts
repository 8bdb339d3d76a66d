// Answers of the cart; the quantity rule's text lives in packages/shared (the web shows it too).

export const CART_ITEM_NOT_FOUND = 'The cart item does not exist.';
export const CART_NOT_FOUND = 'The cart does not exist.';
export const PRODUCT_NOT_FOUND = 'The product does not exist.';
export const VARIANT_NOT_FOUND = 'This option of the product does not exist.';
export const BRANCH_NOT_FOUND = 'The branch does not exist.';
export const SALE_CART_NOT_FOUND = 'This Buy now checkout does not exist.';
export const SALE_CART_EXPIRED =
  'This Buy now checkout has expired (after 24 hours). Please use Buy now on the product again.';
export const NO_PROTECTION_PLAN = 'This product has no protection plan.';

export const onlyLeft = (units: number, branch: string) =>
  `Only ${units} left in stock at ${branch}.`;
export const outOfStock = (product: string, branch: string) =>
  `Sorry, ${product} is out of stock at ${branch}.`;
export const noLongerAvailable = (product: string) => `Sorry, ${product} is no longer available.`;
