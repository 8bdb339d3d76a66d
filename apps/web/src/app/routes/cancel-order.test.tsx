import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { OrderDetail } from '@shop/shared/order-detail';
import { orderDetail } from '../../features/orders/test-fixtures';
import { callsTo, mockApi, type MockResponse } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

function cancelApi(answer: (body: unknown) => MockResponse | null) {
  let current: OrderDetail = orderDetail({ allowed_actions: ['cancel'] });
  const bodies: unknown[] = [];
  const mock = mockApi({
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-orders/o1': () => ({ body: { data: current } }),
    'PUT /api/orders/update-status/o1': (request) => {
      bodies.push(request.body);
      const refused = answer(request.body);
      if (refused) return refused;
      current = orderDetail({ status: 'cancelled_customer', allowed_actions: [] });
      return { body: { data: null } };
    },
  });
  return { mock, bodies };
}

describe('cancel order', () => {
  test('a reason is required; No sends nothing; Yes cancels and shows Order Cancelled', async () => {
    const { mock, bodies } = cancelApi(() => null);
    const { user } = await renderApp('/orders/cancel-order/o1', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel Order' })).toBeVisible();
    const reasons = screen.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'Changed my mind',
      'Found a better price elsewhere',
      'Ordered by mistake',
      'Delivery takes too long',
      'Need to change the address or items',
      'Other',
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(reasons).getByRole('radio', { name: 'Ordered by mistake' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Wrong colour');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Order CF-2026-000123 will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(mock, '/api/orders/update-status/o1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your order has been cancelled.')).toBeVisible();
    expect(bodies).toEqual([
      { action: 'cancel', reason: 'Ordered by mistake', details: 'Wrong colour' },
    ]);
    expect(screen.getByText('Order Cancelled', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/o1');
  });

  test('a refusal (already shipped) shows the server message in place', async () => {
    cancelApi(() => ({
      status: 409,
      body: { message: 'This order can no longer be cancelled.' },
    }));
    const { user } = await renderApp('/orders/cancel-order/o1', { signedIn: true });
    await user.click(await screen.findByRole('radio', { name: 'Changed my mind' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('This order can no longer be cancelled.')).toBeVisible();
    expect(screen.queryByText('Your order has been cancelled.')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  test('an order past cancelling says so instead of showing the form', async () => {
    mockApi({
      'GET /api/token': { body: { data: { valid: true } } },
      'GET /api/v1/my-orders/o1': {
        body: { data: orderDetail({ status: 'shipped', allowed_actions: [] }) },
      },
    });
    await renderApp('/orders/cancel-order/o1', { signedIn: true });
    expect(
      await screen.findByText(/Order CF-2026-000123 can no longer be cancelled/),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
  });
});
