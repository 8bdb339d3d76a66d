import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard, DashboardRange } from '@shop/shared/admin/dashboard';
import { afterEach, describe, expect, test } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi } from '../../../testing/api-mock';
import { registerCleanup } from '../../../testing/cleanup-registry';
import { createConsoleRouter } from '../../console';
import { AppProvider } from '../../provider';
import { AppRouterProvider } from '../../router-provider';

const token = `h.${btoa(JSON.stringify({ role: 'staff', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.s`;

const days = (count: number, revenueCentavos: number, orders: number) =>
  Array.from({ length: count }, (_, index) => ({
    date: `2026-11-${String(26 - count + index).padStart(2, '0')}`,
    revenueCentavos: index === count - 1 ? revenueCentavos : 0,
    orders: index === count - 1 ? orders : 0,
  }));

function dashboard(range: DashboardRange): Dashboard {
  const week = range === '7d';
  return {
    range,
    from: week ? '2026-11-19' : '2026-11-25',
    to: '2026-11-25',
    revenueCentavos: week ? 12_345_600 : 4_599_800,
    orders: week ? 12 : 2,
    averageOrderCentavos: week ? 1_028_800 : 2_299_900,
    statusGroups: [
      { group: 'to_pay', orders: 0 },
      { group: 'processing', orders: 2 },
      { group: 'shipped', orders: 0 },
      { group: 'delivered', orders: 0 },
      { group: 'completed', orders: 0 },
      { group: 'cancelled', orders: 1 },
      { group: 'returns', orders: 0 },
    ],
    topProducts: [
      {
        productId: '6a3c0b0e-8a1f-4c3e-9d5e-0c9f7b1a2b3c',
        name: 'Narra Dining Table',
        units: 3,
        revenueCentavos: 4_200_000,
      },
    ],
    lowStock: [
      {
        variantId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
        productId: '6a3c0b0e-8a1f-4c3e-9d5e-0c9f7b1a2b3c',
        productName: 'Molave Bench',
        sku: 'BEN-00012-OAK',
        branchId: '0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
        branchName: 'Makati Showroom',
        available: 1,
        threshold: 2,
      },
    ],
    lowStockTotal: 7,
    returnsWaiting: 3,
    series: days(7, week ? 12_345_600 : 4_599_800, week ? 12 : 2),
  };
}

afterEach(() => {
  useAdminSession.setState({ session: null, notice: null });
  sessionStorage.clear();
  localStorage.clear();
});

describe('the console dashboard', { timeout: 30_000 }, () => {
  test('shows the period’s figures and switches the range through the URL', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/v1/admin/dashboard': ({ url }) => {
        const range = (url.searchParams.get('range') ?? 'today') as DashboardRange;
        asked.push(range);
        return { body: { data: dashboard(range) } };
      },
    });
    useAdminSession.setState({
      session: {
        token,
        email: 'liza@casafilipina.ph',
        firstName: 'Liza',
        lastName: 'Soberano',
        role: 'staff',
        expiresAt: Date.now() + 3_600_000,
      },
    });
    await loadRuntimeConfig();
    window.history.replaceState(null, '', '/admin');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createConsoleRouter();
    registerCleanup(() => router.dispose());
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={queryClient}>
        <AppRouterProvider router={router} />
      </AppProvider>,
    );

    const revenue = await screen.findByRole('region', { name: 'Revenue' }, { timeout: 15_000 });
    expect(revenue).toHaveTextContent('₱45,998.00');
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Average order' })).toHaveTextContent('₱22,999.00');
    const returns = screen.getByRole('region', { name: 'Returns waiting' });
    expect(returns).toHaveTextContent('3');
    expect(within(returns).getByRole('link')).toHaveAttribute('href', '/admin/returns');

    const top = screen.getByRole('table', { name: 'Top products' });
    expect(within(top).getByRole('row', { name: /Narra Dining Table/ })).toHaveTextContent(
      '3₱42,000.00',
    );
    const low = screen.getByRole('list', { name: 'Low-stock variants' });
    expect(within(low).getByRole('link', { name: /Molave Bench · BEN-00012-OAK/ })).toHaveAttribute(
      'href',
      '/admin/stock?lowStock=true&search=BEN-00012-OAK&branchId=0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/admin/stock?lowStock=true',
    );
    const groups = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(groups).getByText('Cancelled').closest('li')).toHaveTextContent('1');
    expect(
      screen.getByRole('img', { name: /Daily revenue and orders, Nov 19 to Nov 25/ }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Daily revenue and orders' })).toHaveTextContent(
      'Nov 25₱45,998.002',
    );

    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    // The same card shows the new period (a lookup by role is slow on the chart's DOM).
    await waitFor(() => expect(revenue).toHaveTextContent('₱123,456.00'), { timeout: 5_000 });
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Orders' }).querySelector('a')).toHaveAttribute(
      'href',
      '/admin/orders?from=2026-11-19&to=2026-11-25',
    );
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['today', '7d']);
  });
});
