import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { POPUP_BLOCKED_MESSAGE } from '../hooks/use-open-pdf';
import { OrderDocumentsButtons, PrintInvoicesButton } from './order-documents-buttons';

// The first render of the MUI buttons is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ORDER_ID = '5d2f7a1c-8e4b-4c3a-9f6d-2a1b3c4d5e6f';
const OTHER_ID = '6e3f8b2d-9f5c-4d4b-8a7e-3b2c4d5e6f70';
const PDF_TEXT = '%PDF-1.7 sales invoice';
const pdf = { text: PDF_TEXT };

/** A blank window the click opens, later pointed at the PDF's blob URL. */
function stubWindow(opened: boolean) {
  const target = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi
    .spyOn(window, 'open')
    .mockReturnValue(opened ? (target as unknown as Window) : null);
  const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { target, open, create };
}

async function signedIn(routes: MockRoutes) {
  const fetchMock = mockApi(routes);
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'operator@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Staff',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  return fetchMock;
}

afterEach(() => vi.restoreAllMocks());

describe('OrderDocumentsButtons', () => {
  test('opens the invoice PDF, fetched with the staff token, in the window opened by the click', async () => {
    const invoice = `/api/v1/admin/orders/${ORDER_ID}/invoice.pdf`;
    const fetchMock = await signedIn({ [`GET ${invoice}`]: pdf });
    const { target, open, create } = stubWindow(true);
    const { user } = renderWithProviders(
      <OrderDocumentsButtons orderId={ORDER_ID} orderNumber="CF-2026-000123" />,
    );
    expect(screen.getByRole('region', { name: 'Documents of order CF-2026-000123' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(target.location.href).toBe('blob:document-1'));
    expect(open).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetchMock, invoice);
    expect(call?.headers.get('Authorization')).toBe('Bearer console-token');
    expect(call?.headers.get('Accept')).toBe('application/pdf');
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF_TEXT);
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeEnabled();
  });

  test('fetches the packing slip from its own address', async () => {
    const slip = `/api/v1/admin/orders/${ORDER_ID}/packing-slip.pdf`;
    const fetchMock = await signedIn({ [`GET ${slip}`]: pdf });
    const { target } = stubWindow(true);
    const { user } = renderWithProviders(
      <OrderDocumentsButtons orderId={ORDER_ID} orderNumber="CF-2026-000123" />,
    );
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(target.location.href).toBe('blob:document-1'));
    expect(callsTo(fetchMock, slip)).toHaveLength(1);
  });

  test('downloads the PDF instead when the browser blocks the new window, and says so', async () => {
    await signedIn({ [`GET /api/v1/admin/orders/${ORDER_ID}/packing-slip.pdf`]: pdf });
    stubWindow(false);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <OrderDocumentsButtons orderId={ORDER_ID} orderNumber="CF-2026-000123" />,
    );
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    expect(await screen.findByRole('status')).toHaveTextContent(POPUP_BLOCKED_MESSAGE);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('packing-slip-CF-2026-000123.pdf');
  });

  test('shows the server’s message and closes the blank window when the order is gone', async () => {
    await signedIn({
      [`GET /api/v1/admin/orders/${ORDER_ID}/invoice.pdf`]: {
        status: 404,
        body: { message: 'The order does not exist.' },
      },
    });
    const { target } = stubWindow(true);
    const { user } = renderWithProviders(
      <OrderDocumentsButtons orderId={ORDER_ID} orderNumber="CF-2026-000123" />,
    );
    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order does not exist.');
    expect(target.close).toHaveBeenCalled();
  });
});

describe('PrintInvoicesButton', () => {
  test('prints the selected orders’ invoices as one PDF, in the order selected', async () => {
    const bodies: unknown[] = [];
    await signedIn({
      'POST /api/v1/admin/orders/invoices.pdf': (request) => {
        bodies.push(request.body);
        return pdf;
      },
    });
    const { target } = stubWindow(true);
    const { user } = renderWithProviders(<PrintInvoicesButton orderIds={[OTHER_ID, ORDER_ID]} />);
    await user.click(screen.getByRole('button', { name: 'Print invoices (2)' }));
    await waitFor(() => expect(target.location.href).toBe('blob:document-1'));
    expect(bodies).toEqual([{ orderIds: [OTHER_ID, ORDER_ID] }]);
  });

  test('cannot print with nothing selected, nor more than 100 orders at once', async () => {
    await signedIn({});
    const { rerender } = renderWithProviders(<PrintInvoicesButton orderIds={[]} />);
    expect(screen.getByRole('button', { name: 'Print invoices (0)' })).toBeDisabled();
    rerender(<PrintInvoicesButton orderIds={Array.from({ length: 101 }, () => ORDER_ID)} />);
    expect(screen.getByRole('button', { name: 'Print invoices (101)' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Select at most 100 orders to print their invoices at once.',
    );
  });
});
