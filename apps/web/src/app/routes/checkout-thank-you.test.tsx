import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
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

describe('thank-you page', () => {
  test('cash on delivery: order number, status, next steps, items, totals and delivery details', async () => {
    mockApi({ ...checkoutApi().routes, ...orderRoutes(placedOrder()) });
    await renderApp('/checkout/o-1', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Order number CF-2026-000123');
    expect(within(main).getByText('Order Placed (COD Payment)')).toBeVisible();
    expect(document.title).toBe('Thank You | Casa Filipina Furniture');

    const next = within(main).getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      'We will text you to confirm the delivery schedule. Pay ₱33,837.00 in cash when your order arrives.',
    );
    expect(next).toHaveTextContent(
      'Our assembly team will come on Monday, December 7, 2026, or call you to agree on another day.',
    );

    const delivery = within(main).getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Maria Santos · +63 917 123 4567');
    expect(delivery).toHaveTextContent('Poblacion, Makati City');
    expect(delivery).toHaveTextContent('Casa Filipina Delivery Truck');
    expect(delivery).toHaveTextContent('Saturday, December 5, 2026, 9:00 AM');
    expect(delivery).toHaveTextContent('Cash on delivery');
    expect(delivery).toHaveTextContent('Please call before delivery.');

    const summary = within(main).getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    expect(summary).toHaveTextContent('Total₱33,837.00');

    expect(within(main).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/o-1',
    );
    expect(within(main).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('pickup paid at the branch says where and how', async () => {
    const order = placedOrder({
      fulfillment: {
        ...placedOrder().fulfillment,
        type: 'pickup',
        branch: { _id: 'b-qc', name: 'Quezon City Main Showroom' },
        courier: null,
        address: null,
        preferred_assembly_date: null,
      },
    });
    mockApi({ ...checkoutApi().routes, ...orderRoutes(order) });
    await renderApp('/checkout/o-1', { signedIn: true });
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      'We will let you know when your order is ready for pickup at Quezon City Main Showroom. Pay ₱33,837.00 at the branch when you collect it.',
    );
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(pickup).toHaveTextContent('Pickup branchQuezon City Main Showroom');
    expect(pickup).toHaveTextContent('Pay at the branch');
  });

  test('an order that is not the shopper’s: the server’s message and a way on', async () => {
    mockApi({
      ...checkoutApi().routes,
      'GET /api/v1/my-orders/o-9': { status: 404, body: { message: 'The order does not exist.' } },
    });
    await renderApp('/checkout/o-9', { signedIn: true });
    expect(await screen.findByText(/The order does not exist\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});
