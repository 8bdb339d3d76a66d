import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import { orderReturn } from '../../features/orders/test-fixtures';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const TOKEN_CHECK = { 'GET /api/token': { body: { data: { valid: true } } } };

describe('my returns', () => {
  test('a card per return: order number, status chip, items, date, link to its details', async () => {
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns': {
        body: {
          data: [orderReturn(), orderReturn({ _id: 'r2', status: 'return_approved' })],
          meta: { page: 1, limit: 10, total: 2 },
        },
      },
    });
    await renderApp('/orders/return', { signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'My Returns' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Returns' });
    const cards = within(list).getAllByRole('listitem', {
      name: 'Return for order CF-2026-000123',
    });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Return Requested')).toBeVisible();
    expect(within(first).getByText('Requested Mar 20, 2026 · Damaged on arrival')).toBeVisible();
    expect(within(first).getByText('Rattan Chair')).toBeVisible();
    expect(within(first).getByText('Natural · Qty 1')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Return for order CF-2026-000123' }),
    ).toHaveAttribute('href', '/orders/return/r1');
    expect(within(second).getByText('Return Approved')).toBeVisible();
    expect(
      within(second).getByRole('link', {
        name: 'View details of the return for order CF-2026-000123',
      }),
    ).toHaveAttribute('href', '/orders/return/r2');
  });

  test('no returns: says so and leads to My Orders', async () => {
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns': { body: { data: [], meta: { page: 1, limit: 10, total: 0 } } },
    });
    await renderApp('/orders/return', { signedIn: true });
    expect(await screen.findByText('You have no returns.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});

describe('return details', () => {
  test('items, reason, photos loaded with the bearer, status and its timeline', async () => {
    const fetchMock = mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns/r1': {
        body: {
          data: orderReturn({
            status: 'return_approved',
            photos: [
              { _id: 'ph1', url: '/api/v1/my-orders/o1/return-photos/ph1' },
              { _id: 'ph2', url: '/api/v1/my-orders/o1/return-photos/ph2' },
            ],
            audit: [
              ...orderReturn().audit,
              {
                status: 'return_approved',
                label: 'Return Approved',
                at: '2026-03-21T03:15:00.000Z',
                actor: 'operator',
                note: 'Pickup on Monday',
              },
            ],
          }),
        },
      },
      'GET /api/v1/my-orders/o1/return-photos/ph1': { text: 'png-bytes' },
      'GET /api/v1/my-orders/o1/return-photos/ph2': { status: 404, body: { message: 'Gone' } },
    });
    await renderApp('/orders/return/r1', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return for order CF-2026-000123' }),
    ).toBeVisible();
    expect(screen.getByText('Return Approved', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order CF-2026-000123' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
    expect(screen.getByText('One leg is cracked.')).toBeVisible();

    const photos = screen.getByRole('list', { name: 'Photos sent with the return' });
    const first = await within(photos).findByRole('img', { name: 'Photo 1 of the return' });
    // A data: URL: the shop's CSP allows images from 'self' and data: only.
    expect(first.getAttribute('src')).toMatch(/^data:[^,]*;base64,/);
    expect(first.getAttribute('src')!.endsWith(btoa('png-bytes'))).toBe(true);
    expect(
      await within(photos).findByRole('img', { name: 'Photo 2 of the return could not be loaded' }),
    ).toBeVisible();
    const [photoCall] = callsTo(fetchMock, '/api/v1/my-orders/o1/return-photos/ph1');
    expect(photoCall!.headers.get('Authorization')).toBe('Bearer test-token');

    const timeline = screen.getByRole('list', {
      name: 'Status history of the return for order CF-2026-000123',
    });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Return Requested',
      'Return Approved',
    ]);
    expect(within(entries[1]!).getByText('Mar 21, 2026, 11:15 AM')).toBeVisible();
    expect(within(entries[1]!).getByText('Pickup on Monday')).toBeVisible();
    // Approved: nothing left to withdraw.
    expect(screen.queryByRole('button', { name: 'Withdraw return' })).toBeNull();
  });

  test('the shop’s note on its decision, when it wrote one', async () => {
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns/r1': {
        body: {
          data: orderReturn({
            status: 'return_cancelled',
            decision_note: 'The photos show wear from use, which the policy does not cover.',
            photos: [],
          }),
        },
      },
    });
    await renderApp('/orders/return/r1', { signedIn: true });
    const reply = await screen.findByRole('heading', { name: 'The shop’s reply' });
    expect(reply).toBeVisible();
    expect(
      screen.getByText('The photos show wear from use, which the policy does not cover.'),
    ).toBeVisible();
  });

  test('no reply section before the shop decided', async () => {
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns/r1': { body: { data: orderReturn({ photos: [] }) } },
    });
    await renderApp('/orders/return/r1', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return for order CF-2026-000123' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The shop’s reply' })).toBeNull();
  });

  test('an open return can be withdrawn after Yes; the details refetch', async () => {
    let current: OrderReturn = orderReturn({ photos: [] });
    const bodies: unknown[] = [];
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-returns/r1': () => ({ body: { data: current } }),
      'PUT /api/orders/update-status/o1': (request) => {
        bodies.push(request.body);
        current = orderReturn({ photos: [], status: 'return_cancelled' });
        return { body: { data: null } };
      },
    });
    const { user } = await renderApp('/orders/return/r1', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Withdraw return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your return request?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw return' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText('Return Cancelled', { selector: '.MuiChip-label' }),
    ).toBeVisible();
    expect(bodies).toEqual([{ action: 'withdraw_return', returnId: 'r1' }]);
    expect(screen.queryByRole('button', { name: 'Withdraw return' })).toBeNull();
  });
});
