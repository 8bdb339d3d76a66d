import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { BRANCHES, HAMMOCK, HAMMOCK_GROUPS } from '../../features/product/test-fixtures';
import { mockApi, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

// See product-details.test.tsx: compiled once before the first render is timed.
beforeAll(async () => {
  await Promise.all([import('./product-details'), import('../layout/footer')]);
}, 20_000);

const terms = (minAmount: number) => ({
  instalments: { months: [3, 6, 12], min_amount: minAmount },
  payment_methods: [
    { code: 'cod', name: 'Cash on Delivery', channels: [] },
    {
      code: 'online',
      name: 'Online Payment',
      channels: [{ name: 'Credit or debit card' }, { name: 'GCash' }, { name: 'Maya' }],
    },
  ],
  return_window_days: 7,
});

function mockProduct(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    [`GET /api/v1/products/${HAMMOCK.friendly_url}`]: { body: { data: HAMMOCK } },
    [`GET /api/products/group_variants/${HAMMOCK.friendly_url}`]: {
      body: { data: HAMMOCK_GROUPS },
    },
    [`GET /api/v1/public/products/${HAMMOCK._id}/related-products`]: { body: { data: [] } },
    'GET /api/v1/public/purchase-terms': { body: { data: terms(3000) } },
    ...routes,
  });
}

const PAGE = `/product/detail/${HAMMOCK.friendly_url}`;
const option = (name: string) => screen.getByRole('button', { name });

describe('the product page’s buy box', () => {
  test('swatches are named by option and value, and the chosen one is said beside the label', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    // Navy Blue / Single is the first in stock at Quezon City: chosen from the start.
    const colours = screen.getByRole('group', { name: 'Colour: Navy Blue' });
    expect(within(colours).getByText(': Navy Blue')).toBeVisible();
    expect(option('Colour: Navy Blue')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Size: Single')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Size: Double, out of stock')).toHaveAttribute('aria-pressed', 'false');

    // By keyboard: Tab to the next swatch, Enter picks it.
    option('Colour: Navy Blue').focus();
    await user.tab();
    expect(option('Colour: Oatmeal')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(option('Colour: Oatmeal')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Colour: Oatmeal' })).toBeInTheDocument();
    expect(screen.getByTestId('stock-status')).toHaveTextContent(
      'In stock at Quezon City Main Showroom: 3',
    );
  });

  test('the instalment line shows over the minimum only, with each term’s monthly amount', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    // ₱2,649.00 is under the ₱3,000 minimum: no instalments.
    await screen.findByText('Ways to pay');
    expect(screen.queryByTestId('instalments')).not.toBeInTheDocument();

    // ₱3,599.00: 3,599 / 12 = 299.9166… -> ₱299.92 (rounded up, decision 023).
    await user.click(option('Size: Double, out of stock'));
    const line = screen.getByTestId('instalments');
    expect(line).toHaveTextContent('or ₱299.92/mo for 12 months at 0% interest');
    expect(line).toHaveTextContent('3 mo: ₱1,199.67 · 6 mo: ₱599.84 · 12 mo: ₱299.92');

    await user.click(option('Size: Single'));
    expect(screen.queryByTestId('instalments')).not.toBeInTheDocument();
  });

  test('payment channels, the return window and the protection plan sit beside the buy button', async () => {
    mockProduct();
    await renderApp(PAGE);
    const notes = await screen.findByRole('list', { name: 'Payment, returns and warranty' });
    await waitFor(() =>
      expect(notes).toHaveTextContent('Cash on Delivery, Credit or debit card, GCash, Maya'),
    );
    expect(notes).toHaveTextContent('Request a return within 7 days of receiving your order');
    expect(notes).toHaveTextContent(
      `${HAMMOCK.protection_plan!.name}${HAMMOCK.protection_plan!.years}-year protection plan`,
    );
  });
});
