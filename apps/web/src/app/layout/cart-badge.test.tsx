import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { callsTo, mockApi, type MockResponse } from '../../testing/api-mock';
import { renderApp, TEST_SESSION } from '../../testing/render-app';
import { useSessionStore } from '../../features/auth/stores/session';
import { cartItem, cartOf } from '../../features/checkout/cart-fixtures';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const badge = () => screen.getByRole('link', { name: /^Cart, / });
const SERVER_CART = cartOf([
  cartItem({ quantity: 2 }),
  cartItem({ _id: 'i-lamp', variant_id: 'v-lamp', name: 'Siargao Tripod Floor Lamp', quantity: 3 }),
]);

/** A response the test releases when it wants to. */
function deferred() {
  let release: (response: MockResponse) => void = () => {};
  const promise = new Promise<MockResponse>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('cart badge', () => {
  test('signed in: the cart loads after the token check, and the badge is its totalItemCount', async () => {
    const check = deferred();
    const fetchMock = mockApi({
      'GET /api/token': () => check.promise,
      'GET /api/v1/my-cart': { body: { data: SERVER_CART } },
    });
    // The badge last saved on this device shows until the server answers.
    localStorage.setItem(STORAGE_KEYS.checkout, JSON.stringify({ totalCartItems: 1 }));
    await renderApp('/faqs', { signedIn: true });
    expect(badge()).toHaveAccessibleName('Cart, 1 item');
    expect(callsTo(fetchMock, '/api/v1/my-cart')).toHaveLength(0);

    check.release({ body: { data: { valid: true } } });
    await waitFor(() => expect(badge()).toHaveAccessibleName('Cart, 5 items'));
    expect(callsTo(fetchMock, '/api/v1/my-cart')).toHaveLength(1);
    expect(useCheckoutStore.getState().totalCartItems).toBe(5);
    expect(useCheckoutStore.getState().cartId).toBe('cart-1');
  });

  test('a token the check rejects: the cart is not loaded and the shopper is signed out', async () => {
    const fetchMock = mockApi({
      'GET /api/token': { status: 400, body: { message: 'Invalid token.' } },
      'GET /api/v1/my-cart': { body: { data: SERVER_CART } },
    });
    await renderApp('/faqs', { signedIn: true });
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(badge()).toHaveAccessibleName('Cart, 0 items');
    expect(callsTo(fetchMock, '/api/v1/my-cart')).toHaveLength(0);
  });

  test('a visitor’s badge counts the guest cart and asks no server', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({
        totalCartItems: 3,
        guestCart: [
          {
            productId: 'p-sofa',
            variantId: 'v-sofa',
            quantity: 3,
            branchId: 'b-qc',
            name: 'Hiraya Three-Seater Sofa',
            price: 24999,
            image: null,
          },
        ],
      }),
    );
    const fetchMock = mockApi();
    await renderApp('/faqs');
    expect(badge()).toHaveAccessibleName('Cart, 3 items');
    expect(callsTo(fetchMock, '/api/v1/my-cart')).toHaveLength(0);
  });

  test('logging in merges the guest cart and the badge shows the server cart; logging out forgets it', async () => {
    const items = [cartItem({ _id: 'i-bed', variant_id: 'v-bed', name: 'Narra Bed', quantity: 1 })];
    mockApi({
      'GET /api/v1/my-cart': () => ({ body: { data: cartOf(items) } }),
      'POST /api/v1/my-cart/items': ({ body }) => {
        const line = body as { variantId: string; quantity: number };
        items.push(
          cartItem({ _id: 'i-sofa', variant_id: line.variantId, quantity: line.quantity }),
        );
        return { status: 201, body: { data: cartOf(items) } };
      },
    });
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({
        totalCartItems: 2,
        guestCart: [
          {
            productId: 'p-sofa',
            variantId: 'v-sofa',
            quantity: 2,
            branchId: 'b-qc',
            name: 'Hiraya Three-Seater Sofa',
            price: 24999,
            image: null,
          },
        ],
      }),
    );
    const { queryClient } = await renderApp('/faqs');
    expect(badge()).toHaveAccessibleName('Cart, 2 items');

    // A fresh login (no check needed): the merge runs and the badge follows the server cart.
    act(() => useSessionStore.getState().setSession(TEST_SESSION));
    await waitFor(() => expect(badge()).toHaveAccessibleName('Cart, 3 items'));
    expect(useCheckoutStore.getState().guestCart).toEqual([]);
    expect(items.map((item) => [item.variant_id, item.quantity])).toEqual([
      ['v-bed', 1],
      ['v-sofa', 2],
    ]);

    act(() => useSessionStore.getState().reset());
    await waitFor(() => expect(badge()).toHaveAccessibleName('Cart, 0 items'));
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
  });
});
