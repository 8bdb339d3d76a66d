import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { PlacedOrder } from '../../features/checkout/api/get-order';
import { fakeCheckout, orderRoutes, placedOrder } from '../../features/checkout/checkout-fixtures';
import { HOME, OFFICE, fakeAddressBook } from '../../features/addresses/address-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6000 });

/** The checkout endpoints with the address book (Home, the default, and Office). */
function checkoutApi(options: Parameters<typeof fakeCheckout>[0] = {}) {
  const fake = fakeCheckout(options);
  return { ...fake, routes: { ...fakeAddressBook([HOME, OFFICE]).routes, ...fake.routes } };
}

const awaiting = (): PlacedOrder =>
  placedOrder({
    _id: 'o-3',
    orderNumber: 'CF-2026-000125',
    status: 'order_placed_awaiting_payment',
    status_label: 'Order Placed (Awaiting Payment)',
    status_color: 'warning',
    payment: { method: 'online', channel: 'gc', status: 'awaiting_payment', due_at: null },
  });

const paid = (): PlacedOrder => ({
  ...awaiting(),
  status: 'order_placed_online_payment',
  status_label: 'Order Placed (Online Payment)',
  status_color: 'info',
  payment: { method: 'online', channel: 'gc', status: 'paid', due_at: null },
});

describe('/success after an online payment', () => {
  test('paid: payment received, the order number and its status, a link to the order', async () => {
    mockApi({ ...checkoutApi().routes, ...orderRoutes(paid()) });
    await renderApp('/success?order=o-3', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Thank you! We received your payment for order CF-2026-000125.');
    expect(main).toHaveTextContent('Order number CF-2026-000125');
    expect(within(main).getByText('Order Placed (Online Payment)')).toBeVisible();
    expect(within(main).getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      'Online payment (GCash)',
    );
    expect(within(main).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/o-3',
    );
  });

  test('the gateway’s notification not in yet: waits, asks again, then shows the payment', async () => {
    let current = awaiting();
    mockApi({ ...checkoutApi().routes, ...orderRoutes(() => current) });
    await renderApp('/success?order=o-3', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeVisible();
    current = paid();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 8000 }),
    ).toBeVisible();
  });

  test('not paid (failed or expired): says so, with another try while the order waits', async () => {
    const failed: PlacedOrder = {
      ...awaiting(),
      payment: { method: 'online', channel: 'gc', status: 'failed', due_at: null },
    };
    mockApi({ ...checkoutApi().routes, ...orderRoutes(failed) });
    await renderApp('/success?order=o-3', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
      'href',
      '/checkout/review-and-pay?order=o-3&payment=failed',
    );
  });

  test('no order named: a way to the orders', async () => {
    mockApi(checkoutApi().routes);
    await renderApp('/success', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});
