import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CustomerDetail } from '@shop/shared/admin/customers';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { Component as CustomerPage } from './customer';

const ID = '5f0c6a2e-8d1b-4c3a-9e7f-2b1d0c9a8e7f';
const DOCUMENT_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const FILE_URL = `/api/v1/admin/customers/${ID}/documents/${DOCUMENT_ID}/files/front`;

const detail = (documents: CustomerDetail['documents']): CustomerDetail => ({
  profile: {
    id: ID,
    firstName: 'Josefina',
    lastName: 'Dimaculangan',
    email: 'josefina@example.ph',
    mobile: '9987654321',
    emailVerified: true,
    createdAt: '2026-10-01T02:00:00.000Z',
    lastLoginAt: '2026-11-24T03:30:00.000Z',
    disabledAt: null,
    signInWith: { password: true, google: false, facebook: false },
  },
  orderCount: 1,
  totalSpentCentavos: 1_249_900,
  addresses: [],
  orders: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      orderNumber: 'CF-2026-000123',
      createdAt: '2026-11-20T04:00:00.000Z',
      status: 'order_placed_cod_payment',
      statusLabel: 'Order Placed (COD Payment)',
      totalCentavos: 1_249_900,
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
    },
  ],
  returns: [],
  favoritesCount: 3,
  signIns: [
    {
      id: 's1',
      at: '2026-11-24T03:30:00.000Z',
      method: 'otp',
      ip: '203.0.113.45',
      userAgent: 'Mozilla/5.0 Firefox/140.0',
    },
  ],
  devices: [],
  documents,
});

const PASSPORT = {
  id: DOCUMENT_ID,
  type: 'passport',
  number: 'P1234567A',
  expiry: '2031-05-20',
  createdAt: '2026-10-02T02:00:00.000Z',
  files: [{ side: 'front' as const, url: FILE_URL }],
};

async function renderCustomer(role: 'staff' | 'admin', routes: MockRoutes) {
  const fetchMock = mockApi(routes);
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: `${role}@casafilipina.ph`,
      firstName: 'Shop',
      lastName: role,
      role,
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const router = createMemoryRouter(
    [{ path: '/admin/customers/:customerId', element: <CustomerPage /> }],
    { initialEntries: [`/admin/customers/${ID}`] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Josefina Dimaculangan' });
  return { ...view, fetchMock };
}

const documentsSection = () => screen.getByRole('region', { name: 'Identity documents' });

afterEach(() => {
  useAdminSession.setState({ session: null, notice: null });
  vi.restoreAllMocks();
});

describe('the customer page', { timeout: 20_000 }, () => {
  test('tells staff only that documents exist, with no type, number or file', async () => {
    await renderCustomer('staff', {
      [`GET /api/v1/admin/customers/${ID}`]: {
        body: { data: detail({ visible: false, count: 2 }) },
      },
    });
    const section = documentsSection();
    expect(section).toHaveTextContent('2 identity documents on file — only admins can view them.');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByText(/Passport|P1234567A/)).toBeNull();
    // The rest of the page is the same for staff.
    expect(screen.getByRole('link', { name: 'CF-2026-000123' })).toHaveAttribute(
      'href',
      '/admin/orders/a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('region', { name: 'Sign-ins' })).toHaveTextContent('One-time code');
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeVisible();
  });

  test('shows admins each document and opens its file through the console', async () => {
    const opened = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:passport-front');
    URL.revokeObjectURL = vi.fn();
    const { user, fetchMock } = await renderCustomer('admin', {
      [`GET /api/v1/admin/customers/${ID}`]: {
        body: { data: detail({ visible: true, count: 1, items: [PASSPORT] }) },
      },
      [`GET ${FILE_URL}`]: { body: {} },
    });
    const section = documentsSection();
    const row = within(section).getByRole('row', { name: /Passport/ });
    expect(row).toHaveTextContent('P1234567A');
    expect(row).toHaveTextContent('May 20, 2031');
    expect(section).toHaveTextContent('Each view of a document is written to the activity log.');

    await user.click(within(row).getByRole('button', { name: 'View the front of the Passport' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:passport-front'));
    const [call] = callsTo(fetchMock, FILE_URL);
    expect(call?.headers.get('Authorization')).toBe('Bearer console-token');
  });

  test('asks before disabling the account', async () => {
    const disabled = detail({ visible: false, count: 0 });
    disabled.profile.disabledAt = '2026-11-25T03:00:00.000Z';
    const { user, fetchMock } = await renderCustomer('staff', {
      [`GET /api/v1/admin/customers/${ID}`]: {
        body: { data: detail({ visible: false, count: 0 }) },
      },
      [`POST /api/v1/admin/customers/${ID}/disable`]: {
        body: { data: { profile: disabled.profile } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Disable Josefina Dimaculangan’s account?',
    });
    expect(callsTo(fetchMock, `/api/v1/admin/customers/${ID}/disable`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Josefina Dimaculangan’s account is disabled.')).toBeVisible();
    expect(callsTo(fetchMock, `/api/v1/admin/customers/${ID}/disable`)).toHaveLength(1);
    expect(documentsSection()).toHaveTextContent('No identity documents on file.');
  });
});
