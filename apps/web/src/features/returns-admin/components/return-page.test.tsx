import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminReturnDetail } from '@shop/shared/admin/returns';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { ReturnPage } from './return-page';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const RETURN_ID = '5b0f3c2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f';
const ORDER_ID = '0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5';
const BRANCHES = [
  { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Makati Showroom' },
  { _id: 'b0000000-0000-4000-8000-000000000002', name: 'Cebu Warehouse' },
];

function entry(overrides: Partial<AdminReturnDetail> = {}): AdminReturnDetail {
  return {
    id: RETURN_ID,
    status: 'return_request',
    statusLabel: 'Return Requested',
    reason: 'Defective or not working',
    details: 'The left leg is cracked.',
    decisionNote: '',
    createdAt: '2026-11-20T02:00:00.000Z',
    receivedAt: null,
    disposition: null,
    restockBranch: null,
    customer: { id: 'u1', name: 'Carla Mendoza', email: 'carla@example.ph', mobile: null },
    order: {
      id: ORDER_ID,
      orderNumber: 'CF-2026-000321',
      status: 'return_request',
      statusLabel: 'Return Requested',
      totalCentavos: 2_500_000,
      paymentMethod: 'cod',
      paymentStatus: 'paid',
    },
    items: [
      {
        orderItemId: 'oi1',
        name: 'Rattan Lounge Chair',
        sku: 'CHR-0001',
        variant: 'Natural',
        imageUrl: null,
        quantity: 1,
        orderedQuantity: 2,
        netCentavos: 2_400_000,
      },
    ],
    photos: [{ id: 'ph1', url: '/api/v1/admin/return-photos/ph1' }],
    timeline: [
      {
        status: 'return_request',
        label: 'Return Requested',
        at: '2026-11-20T02:00:00.000Z',
        actor: 'customer',
        note: 'Defective or not working',
      },
    ],
    allowedActions: ['review', 'approve', 'decline'],
    refunds: {
      orderId: ORDER_ID,
      orderNumber: 'CF-2026-000321',
      paidCentavos: 2_500_000,
      refundedCentavos: 0,
      remainingCentavos: 2_500_000,
      refunds: [],
    },
    ...overrides,
  };
}

async function renderPage(shown: AdminReturnDetail, routes: Parameters<typeof mockApi>[0] = {}) {
  const sent: MockRequest[] = [];
  const answer = (request: MockRequest) => {
    sent.push(request);
    return { body: { data: shown } };
  };
  const fetchMock = mockApi({
    [`GET /api/v1/admin/orders/${ORDER_ID}/refunds`]: { body: { data: shown.refunds } },
    'GET /api/v1/admin/return-photos/ph1': { text: 'png-bytes' },
    [`POST /api/v1/admin/returns/${RETURN_ID}/approve`]: answer,
    [`POST /api/v1/admin/returns/${RETURN_ID}/decline`]: answer,
    [`POST /api/v1/admin/returns/${RETURN_ID}/receive`]: answer,
    ...routes,
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
  const router = createMemoryRouter(
    [{ path: '*', element: <ReturnPage entry={shown} branches={BRANCHES} /> }],
    { initialEntries: [`/admin/returns/${RETURN_ID}`] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, fetchMock, sent };
}

describe('a return in the console', () => {
  test('shows the reason, items, customer, and the photo with the staff token, opening larger', async () => {
    const { user, fetchMock } = await renderPage(entry());
    const reason = screen.getByRole('region', { name: 'Reason' });
    expect(within(reason).getByText('Defective or not working')).toBeVisible();
    expect(within(reason).getByText('The left leg is cracked.')).toBeVisible();
    const items = screen.getByRole('table', { name: 'Returned items' });
    expect(within(items).getByText('Rattan Lounge Chair (Natural)')).toBeVisible();
    expect(within(items).getByText('1 of 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order CF-2026-000321' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    const open = await screen.findByRole('button', { name: 'Open photo 1 larger' });
    const [photoCall] = callsTo(fetchMock, '/api/v1/admin/return-photos/ph1');
    expect(photoCall!.headers.get('Authorization')).toBe('Bearer console-token');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of the return' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of the return, large' })).toBeVisible();
  });

  test('approves with a note for the customer', async () => {
    const { user, sent } = await renderPage(entry());
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve return' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the customer' }),
      'Our courier picks it up on Friday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ note: 'Our courier picks it up on Friday.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a decline needs a note: nothing is sent without one', async () => {
    const { user, sent } = await renderPage(entry());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline return' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('Tell the customer why the return is declined.'),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the customer/ }),
      'Wear from use is not covered.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ note: 'Wear from use is not covered.' });
  });

  test('receives the items back to the branch staff choose, or writes them off', async () => {
    const shown = entry({
      status: 'return_order_processing',
      statusLabel: 'Return Processing',
      allowedActions: ['receive'],
    });
    const { user, sent } = await renderPage(shown);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Receive items' }));
    let dialog = await screen.findByRole('dialog', { name: 'Receive the items' });
    await user.click(within(dialog).getByRole('button', { name: 'Receive items' }));
    expect(
      await within(dialog).findByText('Choose the branch the items go back to.'),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Branch/ }));
    await user.click(await screen.findByRole('option', { name: 'Cebu Warehouse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Receive items' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      disposition: 'restocked',
      branchId: BRANCHES[1]!._id,
      note: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Receive items' }));
    dialog = await screen.findByRole('dialog', { name: 'Receive the items' });
    await user.click(within(dialog).getByRole('radio', { name: 'Written off as damaged' }));
    expect(within(dialog).queryByRole('combobox', { name: /Branch/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Receive items' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ disposition: 'written_off', note: '' });
  });

  test('a closed return offers no steps and says how the items came back', async () => {
    await renderPage(
      entry({
        status: 'returned',
        statusLabel: 'Returned',
        allowedActions: [],
        decisionNote: 'Approved, thank you.',
        disposition: 'restocked',
        receivedAt: '2026-11-24T03:00:00.000Z',
        restockBranch: { id: BRANCHES[0]!._id, name: 'Makati Showroom' },
      }),
    );
    expect(screen.getByText('Approved, thank you.')).toBeVisible();
    expect(screen.getByText(/Back to stock at Makati Showroom/)).toBeVisible();
    for (const name of ['Approve', 'Decline', 'Receive items', 'Take under review']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
