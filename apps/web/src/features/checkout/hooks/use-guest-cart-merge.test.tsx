import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi, type MockRequest } from '../../../testing/api-mock';
import { CART_ID, cartItem, cartOf } from '../cart-fixtures';
import { useCheckoutStore, type GuestCartItem } from '../stores/checkout';
import { mergeGuestCart, settleLine, takeGuestLines } from '../merge-guest-cart';
import { useGuestCartMerge } from './use-guest-cart-merge';

const guest = (overrides: Partial<GuestCartItem> = {}): GuestCartItem => ({
  productId: 'p-sofa',
  variantId: 'v-sofa-grey',
  quantity: 2,
  branchId: 'b-qc',
  name: 'Hiraya Three-Seater Sofa',
  price: 24999,
  image: '/media/sofa.svg',
  ...overrides,
});
const SOFA = guest();
const LAMP = guest({
  productId: 'p-lamp',
  variantId: 'v-lamp-oat',
  quantity: 1,
  name: 'Siargao Tripod Floor Lamp',
  price: 4199,
});
const CHAIR = guest({
  productId: 'p-chair',
  variantId: 'v-chair',
  quantity: 4,
  name: 'Molave Dining Chair',
  price: 3500,
});

/** The customer's server cart: one line saved earlier (another device), and what is added. */
function serverCart(refuse: Record<string, string> = {}) {
  const items = [
    cartItem({ _id: 'i-bed', product_id: 'p-bed', variant_id: 'v-bed', name: 'Narra Bed' }),
  ];
  const posts: Record<string, unknown>[] = [];
  const add = ({ body }: MockRequest) => {
    const line = body as {
      productId: string;
      variantId: string;
      quantity: number;
      branchId: string;
    };
    posts.push(body as Record<string, unknown>);
    const message = refuse[line.variantId];
    if (message) return { status: 409, body: { message } };
    const existing = items.find(
      (item) => item.variant_id === line.variantId && item.branch_id === line.branchId,
    );
    if (existing) existing.quantity += line.quantity;
    else {
      items.push(
        cartItem({
          _id: `i-${line.variantId}`,
          product_id: line.productId,
          variant_id: line.variantId,
          branch_id: line.branchId,
          quantity: line.quantity,
        }),
      );
    }
    return { status: 201, body: { data: cartOf(items) } };
  };
  const fetchMock = mockApi({
    'GET /api/v1/my-cart': () => ({ body: { data: cartOf(items) } }),
    'POST /api/v1/my-cart/items': add,
  });
  return { items, posts, fetchMock, refuse };
}

function Merge({ ready }: { ready: boolean }) {
  useGuestCartMerge(ready);
  return null;
}

function renderMerge(ready = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (value: boolean) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Merge ready={value} />
      </QueryClientProvider>
    </StrictMode>
  );
  const view = render(ui(ready));
  return { ...view, queryClient, rerenderWith: (value: boolean) => view.rerender(ui(value)) };
}

const settled = () =>
  waitFor(() => {
    const state = useCheckoutStore.getState();
    expect(state.pendingMerge).toEqual([]);
    expect(state.guestCart.filter((line) => !line.mergeError)).toEqual([]);
  });

const toasts = () => useNoticesStore.getState().toasts.map((toast) => toast.msg);

beforeEach(async () => {
  await loadRuntimeConfig();
  useCheckoutStore.getState().resetCheckout();
  useNoticesStore.setState(useNoticesStore.getInitialState(), true);
});

describe('guest-cart merge', () => {
  test('adds every guest line once, with the cart id, keeping what the server cart had', async () => {
    const server = serverCart();
    useCheckoutStore.setState({ guestCart: [SOFA, LAMP], totalCartItems: 3 });
    const { rerenderWith, queryClient } = renderMerge();
    await settled();

    expect(server.posts).toEqual([
      {
        productId: 'p-sofa',
        variantId: 'v-sofa-grey',
        quantity: 2,
        branchId: 'b-qc',
        cart_id: CART_ID,
      },
      {
        productId: 'p-lamp',
        variantId: 'v-lamp-oat',
        quantity: 1,
        branchId: 'b-qc',
        cart_id: CART_ID,
      },
    ]);
    // Nothing reset or cleared: the bed saved earlier stays.
    expect(server.items.map((item) => [item.variant_id, item.quantity])).toEqual([
      ['v-bed', 1],
      ['v-sofa-grey', 2],
      ['v-lamp-oat', 1],
    ]);
    const methods = server.fetchMock.mock.calls.map(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), location.origin).pathname}`,
    );
    expect(methods.filter((call) => call.startsWith('DELETE') || call.endsWith('/reset'))).toEqual(
      [],
    );
    expect(useCheckoutStore.getState().totalCartItems).toBe(4);
    expect(useCheckoutStore.getState().cartId).toBe(CART_ID);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout)!)).toMatchObject({
      guestCart: [],
      pendingMerge: [],
    });
    expect(toasts()).toEqual(['Added 2 items you picked before logging in to your cart.']);

    // Re-renders, StrictMode's second effects and another call find nothing left to send.
    rerenderWith(true);
    rerenderWith(false);
    rerenderWith(true);
    await act(() => mergeGuestCart(queryClient));
    expect(server.posts).toHaveLength(2);
  });

  test('concurrent calls share one run', async () => {
    const server = serverCart();
    useCheckoutStore.setState({ guestCart: [SOFA, LAMP] });
    const queryClient = new QueryClient();
    await act(() =>
      Promise.all([
        mergeGuestCart(queryClient),
        mergeGuestCart(queryClient),
        mergeGuestCart(queryClient),
      ]),
    );
    expect(server.posts).toHaveLength(2);
  });

  test('nothing happens before the shopper is signed in and checked', async () => {
    const server = serverCart();
    useCheckoutStore.setState({ guestCart: [SOFA] });
    const { rerenderWith } = renderMerge(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.fetchMock).not.toHaveBeenCalled();
    rerenderWith(true);
    await settled();
    expect(server.posts).toHaveLength(1);
  });

  test('a refused line goes back with the server’s reason, is not resent on its own, and can be tried again', async () => {
    const server = serverCart({
      'v-lamp-oat':
        'Sorry, Siargao Tripod Floor Lamp is out of stock at Quezon City Main Showroom.',
    });
    useCheckoutStore.setState({ guestCart: [SOFA, LAMP, CHAIR], totalCartItems: 7 });
    const { rerenderWith } = renderMerge();
    await settled();

    expect(server.posts.map((post) => post.variantId)).toEqual([
      'v-sofa-grey',
      'v-lamp-oat',
      'v-chair',
    ]);
    expect(useCheckoutStore.getState().guestCart).toEqual([
      {
        ...LAMP,
        mergeError:
          'Sorry, Siargao Tripod Floor Lamp is out of stock at Quezon City Main Showroom.',
      },
    ]);
    // Bed 1 + sofa 2 + chair 4; the refused lamp is not counted.
    expect(useCheckoutStore.getState().totalCartItems).toBe(7);
    expect(toasts()).toEqual([
      'Added 2 items you picked before logging in to your cart.',
      '1 item could not be added to your cart. Open your cart to see why.',
    ]);

    rerenderWith(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.posts).toHaveLength(3);

    delete server.refuse['v-lamp-oat'];
    act(() => useCheckoutStore.getState().retryGuestItems());
    await settled();
    expect(server.posts).toHaveLength(4);
    expect(useCheckoutStore.getState().guestCart).toEqual([]);
    expect(useCheckoutStore.getState().totalCartItems).toBe(8);
  });

  test('after a reload mid-merge, a line already sent is sent again only when the server lacks it', async () => {
    const server = serverCart();
    // The previous page sent the sofa (the server has it) and the lamp (lost on the way);
    // the chair had not been sent yet.
    server.items.push(cartItem({ _id: 'i-sofa', variant_id: 'v-sofa-grey', quantity: 2 }));
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({
        guestCart: [],
        pendingMerge: [
          { ...SOFA, sending: true },
          { ...LAMP, sending: true },
          { ...CHAIR, sending: false },
        ],
      }),
    );
    await useCheckoutStore.persist.rehydrate();
    renderMerge();
    await settled();
    expect(server.posts.map((post) => post.variantId)).toEqual(['v-lamp-oat', 'v-chair']);
    expect(server.items.find((item) => item.variant_id === 'v-sofa-grey')?.quantity).toBe(2);
  });

  test('a merge another tab already made sends nothing again', async () => {
    const server = serverCart();
    useCheckoutStore.setState({ guestCart: [SOFA, LAMP] });
    // The other tab took the lines out of storage; this tab's memory still has them.
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [], pendingMerge: [] }),
    );
    const queryClient = new QueryClient();
    await act(() => mergeGuestCart(queryClient));
    expect(server.posts).toEqual([]);
    expect(useCheckoutStore.getState().guestCart).toEqual([]);
  });
});

describe('merge bookkeeping', () => {
  const line = (overrides: Partial<GuestCartItem> = {}) =>
    guest({ productId: 'p1', variantId: 'v1', ...overrides });

  test('takeGuestLines moves the waiting lines (not the refused ones) out of the guest cart', () => {
    useCheckoutStore.setState({
      guestCart: [line(), line({ variantId: 'v2', mergeError: 'Out of stock.' })],
    });
    const taken = takeGuestLines();
    expect(taken).toEqual([{ ...line(), sending: false }]);
    expect(useCheckoutStore.getState().guestCart).toEqual([
      line({ variantId: 'v2', mergeError: 'Out of stock.' }),
    ]);
    // A second call takes nothing new.
    expect(takeGuestLines()).toEqual(taken);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout)!).pendingMerge).toEqual(taken);
  });

  test('settleLine: an added line leaves with the server cart, a refused one goes back', () => {
    useCheckoutStore.setState({ guestCart: [line(), line({ variantId: 'v2', quantity: 1 })] });
    const [first, second] = takeGuestLines();
    useCheckoutStore.getState().syncCart(cartOf([]));
    expect(useCheckoutStore.getState().totalCartItems).toBe(3); // 0 on the server + 3 on their way

    settleLine(first!, { cart: cartOf([cartItem({ quantity: 2 })]) });
    expect(useCheckoutStore.getState().pendingMerge).toEqual([second]);
    expect(useCheckoutStore.getState().totalCartItems).toBe(3);

    settleLine(second!, { error: 'Only 0 left.' });
    expect(useCheckoutStore.getState().pendingMerge).toEqual([]);
    expect(useCheckoutStore.getState().guestCart).toEqual([
      line({ variantId: 'v2', quantity: 1, mergeError: 'Only 0 left.' }),
    ]);
    expect(useCheckoutStore.getState().totalCartItems).toBe(2);

    // A line no longer pending (signed out meanwhile) changes nothing.
    settleLine(second!, { error: 'late' });
    expect(useCheckoutStore.getState().guestCart).toHaveLength(1);

    useCheckoutStore.getState().retryGuestItems();
    expect(useCheckoutStore.getState().guestCart).toEqual([line({ variantId: 'v2', quantity: 1 })]);
  });
});
