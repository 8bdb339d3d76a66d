import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { BRANCHES, HAMMOCK, HAMMOCK_GROUPS } from '../../features/product/test-fixtures';
import { callsTo, mockApi, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });
// The login modal is a lazy chunk: on a busy machine it takes more than a second to arrive.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([import('./product-details'), import('../layout/footer')]);
}, 20_000);

const SALE_CART = '/api/products/product-sale-cart';
const PAGE = `/product/detail/${HAMMOCK.friendly_url}`;

const saleLine = {
  _id: 'sale-line-1',
  product_id: HAMMOCK._id,
  variant_id: 'v-navy-single',
  name: HAMMOCK.name,
  friendly_url: HAMMOCK.friendly_url,
  image: null,
  variant: { sku: 'HMK-NVY-SGL', color: 'Navy Blue', size: 'Single', material: null },
  branch_id: 'b-qc',
  branch_name: 'Quezon City Main Showroom',
  quantity: 2,
  unit_price: 2649,
  line_total: 5298,
  stock_available: 5,
  protection_plan: null,
  with_protection_plan: false,
};

function mockProduct(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    [`GET /api/v1/products/${HAMMOCK.friendly_url}`]: { body: { data: HAMMOCK } },
    [`GET /api/products/group_variants/${HAMMOCK.friendly_url}`]: {
      body: { data: HAMMOCK_GROUPS },
    },
    [`GET /api/v1/public/products/${HAMMOCK._id}/related-products`]: { body: { data: [] } },
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-cart': {
      body: { data: { _id: 'cart-1', items: [], totalItemCount: 0 } },
    },
    ...routes,
  });
}

const buyNow = () => screen.getByRole('button', { name: 'Buy now' });

describe('Buy now on the product page', () => {
  test('a visitor is asked to log in first, and nothing is sent', async () => {
    const fetchMock = mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(buyNow());
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, SALE_CART)).toHaveLength(0);
  });

  test('signed in, it starts a checkout of this item alone and goes straight to it', async () => {
    const fetchMock = mockProduct({
      [`POST ${SALE_CART}`]: {
        status: 201,
        body: {
          data: {
            _id: 'sale-cart-1',
            items: [saleLine],
            totalItemCount: 2,
            expires_at: '2026-11-28T01:00:00.000Z',
          },
        },
      },
    });
    const { user, router } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(buyNow());

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/shipping_information'),
    );
    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith(SALE_CART));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      productId: HAMMOCK._id,
      variantId: 'v-navy-single',
      branchId: 'b-qc',
      quantity: 2,
    });
    // The checkout now works on the sale cart; the cart's ticked lines are left alone.
    expect(useCheckoutStore.getState().saleCart?._id).toBe('sale-cart-1');
    expect(JSON.parse(localStorage.getItem('checkout')!).saleCart._id).toBe('sale-cart-1');
  });

  test('a refusal (stock) is said beside the button and the shopper stays on the product', async () => {
    mockProduct({
      [`POST ${SALE_CART}`]: {
        status: 409,
        body: { message: 'Only 1 left in stock at Quezon City Main Showroom.' },
      },
    });
    const { user, router } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(buyNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 left in stock at Quezon City Main Showroom.',
    );
    expect(buyNow()).toHaveAccessibleDescription(
      'Only 1 left in stock at Quezon City Main Showroom.',
    );
    expect(router.state.location.pathname).toBe(PAGE);
    expect(useCheckoutStore.getState().saleCart).toBeNull();
  });

  test('an option sold out at the branch cannot be bought now', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(screen.getByRole('button', { name: 'Size: Double, out of stock' }));
    expect(buyNow()).toBeDisabled();
  });
});
