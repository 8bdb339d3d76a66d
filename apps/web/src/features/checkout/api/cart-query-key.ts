/**
 * The server cart's query key (getCartQueryOptions in get-cart.ts), on its own so the header's
 * badge can name the cart without loading the cart parser on every page.
 */
export const CART_QUERY_KEY = ['cart'] as const;
