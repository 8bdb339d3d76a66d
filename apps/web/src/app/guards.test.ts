import { expect, test } from 'vitest';
import { requiresSignIn } from './guards';

test('orders, account and checkout need a session; browsing does not', () => {
  for (const path of [
    '/orders',
    '/orders/x',
    '/orders/return/1',
    '/my-account',
    '/checkout/place_order',
    '/checkout/abc',
  ]) {
    expect(requiresSignIn(path), path).toBe(true);
  }
  for (const path of ['/', '/products', '/cart', '/favorites', '/signup', '/success', '/faqs']) {
    expect(requiresSignIn(path), path).toBe(false);
  }
});
