import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@shop/shared/admin/orders';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { OrderPage } from './order-page';

const ORDER_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: ORDER_ID,
    orderNumber: 'CF-2026-000042',
    createdAt: '2026-11-20T02:00:00.000Z',
    status: 'processing',
    statusLabel: 'Order Processing',
    customer: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Benigno Reyes',
      email: 'ben@example.ph',
      mobile: '09171234567',
    },
    totalCentavos: 11_200_00,
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    fulfillmentType: 'delivery',
    branch: null,
    courier: { code: 'casa-fleet', name: 'Casa Filipina Delivery Truck' },
    itemCount: 1,
    items: [
      {
        id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        productId: '2b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        variantId: '3b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        name: 'Narra dining table',
        sku: 'NDT-6',
        variant: 'Natural',
        imageUrl: null,
        quantity: 1,
        unitPriceCentavos: 10_850_00,
        grossCentavos: 10_850_00,
        discountCentavos: 0,
        netCentavos: 10_850_00,
        vatCentavos: 1_162_50,
        protectionPlan: null,
      },
    ],
    totals: {
      subtotalCentavos: 10_850_00,
      discountCentavos: 0,
      discountCode: null,
      shippingFeeCentavos: 350_00,
      vatableSalesCentavos: 10_000_00,
      vatCentavos: 1_200_00,
      totalCentavos: 11_200_00,
    },
    shippingAddress: null,
    billingAddress: null,
    abroad: null,
    trackingNumber: null,
    preferredDateTime: null,
    preferredAssemblyDate: '2026-11-28',
    notes: '',
    paymentChannel: null,
    paymentDueAt: null,
    payments: [],
    policies: [],
    returns: [],
    timeline: [
      {
        status: 'order_placed',
        label: 'Order Placed',
        at: '2026-11-20T02:00:00.000Z',
        actorType: 'customer',
        actorName: 'Benigno Reyes',
        note: '',
      },
    ],
    next: [
      { action: 'seller_cancel', status: 'cancelled_seller', label: 'Order Cancelled by Seller' },
      { action: 'ship', status: 'shipped', label: 'Order in Transit' },
    ],
    ...overrides,
  };
}

const MOVE_PATH = `/api/v1/admin/orders/${ORDER_ID}/status`;

/** The bodies of the moves sent to the server. */
const movesSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(MOVE_PATH))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const COURIERS = {
  body: {
    data: [
      { code: 'casa-fleet', name: 'Casa Filipina Delivery Truck' },
      { code: 'lbc-cargo', name: 'LBC Cargo' },
    ],
  },
};

async function renderPage(data: AdminOrder, routes: MockRoutes = {}) {
  const fetchMock = mockApi({ 'GET /api/v1/admin/orders/couriers': COURIERS, ...routes });
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
  const router = createMemoryRouter(
    [{ path: '/admin/orders/:orderId', element: <OrderPage order={data} /> }],
    { initialEntries: [`/admin/orders/${ORDER_ID}`] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), fetchMock };
}

describe('OrderPage', { timeout: 30_000 }, () => {
  test('offers exactly the moves the server allows now', async () => {
    await renderPage(order());
    expect(await screen.findByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark processing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items and totals' })).toHaveTextContent('VAT (12%)');
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Benigno Reyes');
  });

  test('an order from abroad shows the buyer there and the recipient here', async () => {
    await renderPage(
      order({
        abroad: {
          country: 'AE',
          country_name: 'United Arab Emirates',
          buyer_mobile: '+971501234567',
          recipient: { name: 'Maria Santos', mobile: '+63 917 555 0101', email: null },
        },
      }),
    );
    const customer = await screen.findByRole('region', { name: 'Customer and addresses' });
    expect(customer).toHaveTextContent('Buyer abroadUnited Arab Emirates · +971501234567');
    expect(customer).toHaveTextContent('RecipientMaria Santos · +63 917 555 0101');
  });

  test('a final order offers no move', async () => {
    await renderPage(order({ status: 'order_complete', statusLabel: 'Order Complete', next: [] }));
    expect(await screen.findByText(/No staff move is open/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark|Cancel order/ })).not.toBeInTheDocument();
  });

  test('shipping asks for the tracking number before anything is sent', async () => {
    const shipped = order({ status: 'shipped', trackingNumber: 'LBC-1', next: [] });
    const { user, fetchMock } = await renderPage(order(), {
      [`POST ${MOVE_PATH}`]: { body: { data: shipped } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark shipped/ });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Order in Transit' }));
    const tracking = within(dialog).getByRole('textbox', { name: /Tracking number/ });
    expect(tracking).toHaveAccessibleDescription('Enter the tracking number.');
    expect(movesSent(fetchMock)).toEqual([]);

    await user.type(tracking, 'LBC-1');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Order in Transit' }));
    await waitFor(() => expect(movesSent(fetchMock)).toHaveLength(1));
    expect(movesSent(fetchMock)[0]).toMatchObject({
      status: 'shipped',
      courier: 'casa-fleet',
      trackingNumber: 'LBC-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a seller cancel asks for the reason', async () => {
    const { user, fetchMock } = await renderPage(order());
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /Cancel order/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Enter the reason for cancelling.',
    );
    expect(movesSent(fetchMock)).toEqual([]);
  });
});
