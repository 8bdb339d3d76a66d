import { screen, waitFor, within } from '@testing-library/react';
import type { StockRow } from '@shop/shared/admin/stock';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { AdjustStockForm } from './adjust-stock-form';

const ROW: StockRow = {
  variantId: '0f5c6b02-fe81-450c-a9f7-632ee1630abd',
  branchId: 'e014a7e1-f2ea-40ed-bb9d-bd9c1dff1541',
  productId: '4f1c2a9e-7f2b-4c1d-9a51-0d0c6c1f7a11',
  productName: 'Taal Narra Platform Bed',
  productActive: true,
  sku: 'BED-00006-WAL-Q',
  color: 'Walnut',
  size: 'Queen',
  material: null,
  branchName: 'Makati Showroom',
  onHand: 6,
  reserved: 2,
  available: 4,
  threshold: 2,
  low: false,
};

const movement = (overrides: Record<string, unknown>) => ({
  id: '7d4f3c2b-1a09-4e8d-9c7b-6a5f4e3d2c1b',
  variantId: ROW.variantId,
  branchId: ROW.branchId,
  productName: ROW.productName,
  sku: ROW.sku,
  branchName: ROW.branchName,
  note: '',
  actorEmail: 'operator@casafilipina.ph',
  orderId: null,
  orderNumber: null,
  transferId: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

async function renderForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(routes);
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
  const onAdjusted = vi.fn();
  const onCancel = vi.fn();
  const onDirtyChange = vi.fn();
  const view = renderWithProviders(
    <AdjustStockForm
      row={ROW}
      onAdjusted={onAdjusted}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    />,
  );
  const form = screen.getByRole('form', { name: 'Adjust stock' });
  return { ...view, fetchMock, onAdjusted, onCancel, onDirtyChange, form };
}

const units = (name: RegExp = /Change of units/) => screen.getByRole('textbox', { name });
const submit = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save adjustment' });
const bodyOf = (fetchMock: ReturnType<typeof mockApi>) => {
  const [call] = fetchMock.mock.calls.filter(([input]) =>
    String(input).endsWith('/api/v1/admin/stock/adjustments'),
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function chooseReason(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Reason/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('AdjustStockForm', () => {
  test('shows what the branch holds and the shared schema’s messages, and sends nothing', async () => {
    const { user, form, fetchMock } = await renderForm();
    expect(form).toHaveTextContent(
      'Makati Showroom: 6 on hand, 2 reserved by open orders, 4 available',
    );
    await user.click(submit(form));
    expect(units()).toHaveAccessibleDescription('Enter a whole number.');

    await user.type(units(), '-2');
    await user.click(submit(form));
    expect(units()).toHaveAccessibleDescription(
      'Received units are added: enter a number above 0.',
    );
    expect(callsTo(fetchMock, '/api/v1/admin/stock/adjustments')).toEqual([]);
  });

  test('damaged units are a negative change', async () => {
    const { user, form, fetchMock } = await renderForm();
    await chooseReason(user, 'Damaged');
    await user.type(units(), '3');
    await user.click(submit(form));
    expect(units()).toHaveAccessibleDescription(
      'Damaged units are taken away: enter a number below 0, e.g. -1.',
    );
    expect(callsTo(fetchMock, '/api/v1/admin/stock/adjustments')).toEqual([]);
  });

  test('sends a received change with the console’s token and previews the result', async () => {
    const { user, form, fetchMock, onAdjusted, onDirtyChange } = await renderForm({
      'POST /api/v1/admin/stock/adjustments': {
        status: 201,
        body: {
          data: {
            movements: [
              movement({ reason: 'received', delta: 5, quantityBefore: 4, quantityAfter: 9 }),
            ],
          },
        },
      },
    });
    await user.type(units(), '5');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'PO 1183');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Available after this: 9'),
    );
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.click(submit(form));

    await waitFor(() => expect(onAdjusted).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toEqual({
      variantId: ROW.variantId,
      branchId: ROW.branchId,
      reason: 'received',
      mode: 'change',
      units: 5,
      note: 'PO 1183',
    });
    const [call] = callsTo(fetchMock, '/api/v1/admin/stock/adjustments');
    expect(call?.headers.get('Authorization')).toBe('Bearer console-token');
    expect(onAdjusted.mock.calls[0]?.[0].movements[0]).toMatchObject({ quantityAfter: 9 });
  });

  test('a count correction takes the count on hand; the reserved units stay reserved', async () => {
    const { user, form, fetchMock, onAdjusted } = await renderForm({
      'POST /api/v1/admin/stock/adjustments': {
        status: 201,
        body: {
          data: {
            movements: [
              movement({
                reason: 'count_correction',
                delta: -1,
                quantityBefore: 4,
                quantityAfter: 3,
              }),
            ],
          },
        },
      },
    });
    await chooseReason(user, 'Count correction');
    await user.click(screen.getByRole('radio', { name: 'The new count on hand' }));
    await user.type(units(/New count on hand/), '5');
    expect(screen.getByRole('status')).toHaveTextContent('Available after this: 3');
    await user.click(submit(form));
    await waitFor(() => expect(onAdjusted).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toMatchObject({
      reason: 'count_correction',
      mode: 'count',
      units: 5,
    });
  });

  test('shows the server’s refusal to go below zero and stays open', async () => {
    const refusal =
      'Only 4 units of BED-00006-WAL-Q are available at Makati Showroom: the stock cannot go below 0. Nothing was changed.';
    const { user, form, onAdjusted } = await renderForm({
      'POST /api/v1/admin/stock/adjustments': { status: 409, body: { message: refusal } },
    });
    await chooseReason(user, 'Damaged');
    await user.type(units(), '-9');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Available after this: -5 (stock cannot go below 0)',
    );
    await user.click(submit(form));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(onAdjusted).not.toHaveBeenCalled();
  });

  test('Cancel is the caller’s to handle', async () => {
    const { user, form, onCancel } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
