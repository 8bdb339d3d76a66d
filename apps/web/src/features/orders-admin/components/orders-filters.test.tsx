import { screen, waitFor, within } from '@testing-library/react';
import { orderListQuerySchema } from '@shop/shared/admin/orders';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useListSearch } from '../../../hooks/use-list-search';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { OrdersFilters } from './orders-filters';

function Screen() {
  const { query, update } = useListSearch(orderListQuerySchema);
  const location = useLocation();
  return (
    <>
      <OrdersFilters query={query} onChange={update} />
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

async function renderFilters(initial: string) {
  mockApi({
    'GET /api/v1/admin/orders/couriers': {
      body: { data: [{ code: 'lbc-cargo', name: 'LBC Cargo' }] },
    },
  });
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'operator@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Operator',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const router = createMemoryRouter([{ path: '/admin/orders', element: <Screen /> }], {
    initialEntries: [initial],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

describe('OrdersFilters', { timeout: 90_000 }, () => {
  test('read their values from the URL', async () => {
    await renderFilters(
      '/admin/orders?group=shipped&paymentMethod=online&search=CF-2026&from=2026-11-01',
    );
    expect(await screen.findByRole('combobox', { name: 'Status group' })).toHaveTextContent(
      'Shipped',
    );
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveTextContent(
      'Online payment',
    );
    expect(screen.getByRole('searchbox', { name: /Search order number/ })).toHaveValue('CF-2026');
    expect(screen.getByLabelText('From (Manila)')).toHaveValue('2026-11-01');
  });

  test('write each choice to the URL and start again at page 1', async () => {
    const { user } = await renderFilters('/admin/orders?page=3&status=processing');
    await user.click(await screen.findByRole('combobox', { name: 'Status group' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(address()).toBe('?group=shipped'));

    await user.click(screen.getByRole('combobox', { name: 'Courier' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'LBC Cargo' }),
    );
    await waitFor(() => expect(address()).toBe('?group=shipped&courier=lbc-cargo'));

    await user.type(screen.getByRole('searchbox', { name: /Search order number/ }), 'reyes');
    await waitFor(() => expect(address()).toContain('search=reyes'), { timeout: 5000 });
  });
});
