import type { AdminTradeIn } from '@shop/shared/admin/trade-ins';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { Component as TradeInsPage } from './trade-ins';

const ID = '7b1f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const credit = (overrides: Partial<AdminTradeIn> = {}): AdminTradeIn => ({
  id: ID,
  customer: { id: 'u1', name: 'Rosa Dizon', email: 'rosa@example.ph' },
  item: {
    bodyType: 'sofa',
    bodyTypeLabel: 'Sofa',
    brand: 'IKEA',
    subModel: 'Living room',
    year: 2024,
    condition: 'good',
    conditionLabel: 'Good',
    pricePaid: 40_000,
  },
  low: 19_600,
  high: 23_900,
  credit: 15_700,
  code: 'TRADEIN-K7P2QX',
  status: 'active',
  createdAt: '2026-11-20T04:00:00.000Z',
  expiresAt: '2026-12-20T04:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  ...overrides,
});

async function renderTradeIns(
  list: () => AdminTradeIn[],
  cancel: (request: MockRequest) => { status?: number; body: unknown },
) {
  const fetchMock = mockApi({
    'GET /api/v1/admin/trade-ins': () => ({
      body: { data: list(), meta: { page: 1, limit: 25, total: list().length } },
    }),
    [`POST /api/v1/admin/trade-ins/${ID}/cancel`]: cancel,
  });
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'staff@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Staff',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const router = createMemoryRouter([{ path: '/admin/trade-ins', element: <TradeInsPage /> }], {
    initialEntries: ['/admin/trade-ins'],
  });
  const view = renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Trade-in credits' });
  return { ...view, fetchMock, router };
}

afterEach(() => {
  useAdminSession.setState({ session: null, notice: null });
  vi.restoreAllMocks();
});

describe('the trade-in credits screen', { timeout: 20_000 }, () => {
  test('lists a credit; staff cancel it with a reason and it shows cancelled', async () => {
    let rows = [credit()];
    const sent: unknown[] = [];
    const { user, fetchMock } = await renderTradeIns(
      () => rows,
      (request) => {
        sent.push(request.body);
        const reason = (request.body as { reason: string }).reason;
        rows = [
          credit({
            status: 'cancelled',
            cancelledAt: '2026-11-22T04:00:00.000Z',
            cancelReason: reason,
          }),
        ];
        return {
          body: {
            data: {
              id: ID,
              code: 'TRADEIN-K7P2QX',
              credit: 15_700,
              expiresAt: '2026-12-20T04:00:00.000Z',
              status: 'cancelled',
              collectNote: 'Trade-in: collect the old item.',
            },
          },
        };
      },
    );
    const grid = await screen.findByRole('grid', { name: 'Trade-in credits' });
    const row = (await within(grid).findByText('TRADEIN-K7P2QX')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Rosa Dizon');
    expect(row).toHaveTextContent('rosa@example.ph');
    expect(row).toHaveTextContent('Sofa, IKEA Living room');
    expect(row).toHaveTextContent('₱15,700.00');
    expect(row).toHaveTextContent('Active');

    await user.click(
      within(row).getByRole('button', { name: 'Cancel the credit TRADEIN-K7P2QX of Rosa Dizon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the credit TRADEIN-K7P2QX?' });
    expect(dialog).toHaveTextContent('Rosa Dizon can no longer use the ₱15,700.00 credit');
    // No reason: refused in place, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel credit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Give a reason of at most 500 characters.',
    );
    expect(callsTo(fetchMock, `/api/v1/admin/trade-ins/${ID}/cancel`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Different sofa at pickup',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel credit' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      await screen.findByText('TRADEIN-K7P2QX is cancelled: it can no longer be used.'),
    ).toBeVisible();
    expect(sent).toEqual([{ reason: 'Different sofa at pickup' }]);
    await waitFor(() => expect(grid).toHaveTextContent('Cancelled'));
    expect(grid).toHaveTextContent('Different sofa at pickup');
    expect(within(grid).queryByRole('button', { name: /Cancel the credit/ })).toBeNull();
  });

  test('a credit an order already used: the server’s refusal shows in the dialog', async () => {
    const { user } = await renderTradeIns(
      () => [credit()],
      () => ({
        status: 409,
        body: {
          message:
            'The credit was already used on an order: it cannot be cancelled here. Settle it on the order.',
        },
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the credit TRADEIN-K7P2QX of Rosa Dizon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the credit TRADEIN-K7P2QX?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong item');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The credit was already used on an order: it cannot be cancelled here.',
    );
  });
});
