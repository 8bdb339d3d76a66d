import type { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { getPurchaseTermsQueryOptions } from '../../features/checkout/api/get-purchase-terms';
import { LAMP, SOFA, fakeCart } from '../../features/checkout/cart-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
// Whole-app renders on a busy 2-core machine: give lazy screens time to arrive.
configure({ asyncUtilTimeout: 5000 });

const terms = (minAmount: number) => ({
  'GET /api/v1/public/purchase-terms': {
    body: {
      data: {
        instalments: { months: [3, 6, 12], min_amount: minAmount },
        payment_methods: [],
        return_window_days: 7,
      },
    },
  },
});

const guestLine = (quantity: number) => ({
  productId: 'p-sofa',
  variantId: 'v-sofa-grey',
  quantity,
  branchId: 'b-qc',
  name: 'Hiraya Three-Seater Sofa',
  price: 4999.5,
  image: '/media/sofa.svg',
  options: 'Grey, 3-Seater',
});

const main = () => screen.getByRole('main');
const termsState = (queryClient: QueryClient) =>
  queryClient.getQueryState(getPurchaseTermsQueryOptions().queryKey)?.status;

describe('instalments on the cart page', () => {
  test('a visitor’s subtotal over the minimum shows the per-month amounts', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [guestLine(3)], totalCartItems: 3 }),
    );
    mockApi(terms(10_000));
    await renderApp('/cart');
    // 3 × ₱4,999.50 = ₱14,998.50; / 12 = 1,249.875 -> ₱1,249.88.
    expect(await within(main()).findByTestId('instalments')).toHaveTextContent(
      'or ₱1,249.88/mo for 12 months at 0% interest',
    );
  });

  test('a visitor’s subtotal of exactly the minimum shows none', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [guestLine(2)], totalCartItems: 2 }),
    );
    // 2 × ₱4,999.50 = ₱9,999.00: not over a ₱9,999 minimum.
    mockApi(terms(9_999));
    const { queryClient } = await renderApp('/cart');
    await waitFor(() => expect(termsState(queryClient)).toBe('success'));
    expect(within(main()).getByTestId('cart-total')).toHaveTextContent('₱9,999.00');
    expect(within(main()).queryByTestId('instalments')).not.toBeInTheDocument();
  });

  test('signed in, the order summary shows them over the minimum and not under it', async () => {
    const cart = fakeCart([SOFA, LAMP]);
    mockApi({ ...cart.routes, ...terms(1) });
    const first = await renderApp('/cart', { signedIn: true });
    const summary = await within(main()).findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByTestId('instalments')).toHaveTextContent(
      /^or ₱[\d,]+\.\d\d\/mo for 12 months at 0% interest/,
    );
    first.unmount();

    mockApi({ ...fakeCart([SOFA, LAMP]).routes, ...terms(10_000_000) });
    const { queryClient } = await renderApp('/cart', { signedIn: true });
    const again = await within(main()).findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(termsState(queryClient)).toBe('success'));
    await within(again).findByText(/^Prices include VAT/);
    expect(within(again).queryByTestId('instalments')).not.toBeInTheDocument();
  });
});
