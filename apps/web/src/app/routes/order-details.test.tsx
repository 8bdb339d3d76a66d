import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { OrderDetail } from '@shop/shared/order-detail';
import { orderDetail, orderReturn, policy } from '../../features/orders/test-fixtures';
import { callsTo, mockApi, type MockRequest, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const TOKEN_CHECK = { 'GET /api/token': { body: { data: { valid: true } } } };

/** The order endpoint and the status endpoint, with the PUT bodies kept for assertions. */
function orderApi(initial: OrderDetail, routes: MockRoutes = {}) {
  let current = initial;
  const puts: unknown[] = [];
  const mock = mockApi({
    ...TOKEN_CHECK,
    'GET /api/v1/my-orders/o1': () => ({ body: { data: current } }),
    'GET /api/v1/my-orders/other': {
      status: 404,
      body: { message: 'We could not find that order.' },
    },
    ...routes,
  });
  return {
    mock,
    puts,
    setOrder: (next: OrderDetail) => {
      current = next;
    },
    recordPut: (request: MockRequest) => puts.push(request.body),
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('order details', () => {
  test('items, totals with VAT, delivery, payment and the status timeline in Manila time', async () => {
    orderApi(
      orderDetail({
        fulfillment: {
          ...orderDetail().fulfillment,
          tracking_number: null,
        },
      }),
    );
    await renderApp('/orders/o1', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order CF-2026-000123' }),
    ).toBeVisible();
    expect(screen.getByText('Placed Mar 14, 2026, 3:45 PM')).toBeVisible();

    const items = section('Items');
    expect(within(items).getByRole('link', { name: 'Narra Dining Table' })).toHaveAttribute(
      'href',
      '/products/detail/p1',
    );
    expect(within(items).getByText('Walnut · 6-seater')).toBeVisible();
    expect(within(items).getByText('2 × ₱750.00')).toBeVisible();
    expect(within(items).getByText('With Furniture Care Plan (₱1,500.00)')).toBeVisible();

    const summary = section('Order summary');
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('₱26,499.00');
    expect(within(summary).getByText('Shipping fee').nextSibling).toHaveTextContent('Free');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₱26,499.00');
    expect(within(summary).getByText('VATable sales').nextSibling).toHaveTextContent('₱23,659.82');
    expect(within(summary).getByText('VAT (12%)').nextSibling).toHaveTextContent('₱2,839.18');

    const delivery = section('Delivery');
    expect(within(delivery).getByText('12 Mabini Street, Bagumbayan')).toBeVisible();
    // The mobile number as people read it, not as the API keeps it.
    expect(within(delivery).getByText(/\+63 917 123 4567/)).toBeVisible();
    expect(within(delivery).queryByText(/9171234567/)).toBeNull();
    expect(within(delivery).getByText('Casa Filipina Truck')).toBeVisible();
    expect(within(delivery).getByText('Not shipped yet')).toBeVisible();

    const payment = section('Payment');
    expect(within(payment).getByText('Cash on delivery')).toBeVisible();
    expect(within(payment).getByText('To be paid on delivery')).toBeVisible();
    expect(within(payment).getByText('Same as the shipping address')).toBeVisible();

    const timeline = screen.getByRole('list', {
      name: 'Status history of order CF-2026-000123',
    });
    const entries = within(timeline).getAllByRole('listitem');
    // Placing the order and its payment path are one step, not two at the same minute.
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Order Placed (COD Payment)',
      'Order Processing',
    ]);
    expect(entries[1]).toHaveAttribute('aria-current', 'step');
    expect(within(entries[1]!).getByText('Mar 15, 2026, 9:30 AM')).toBeVisible();
    expect(within(entries[1]!).getByText('Packed at the Quezon City warehouse')).toBeVisible();
  });

  test('an order from abroad shows the recipient in the Philippines and the buyer abroad', async () => {
    orderApi(
      orderDetail({
        abroad: {
          country: 'AE',
          country_name: 'United Arab Emirates',
          buyer_mobile: '+971501234567',
          recipient: {
            name: 'Maria Santos',
            mobile: '+63 917 555 0101',
            email: 'maria.santos@example.ph',
          },
        },
      }),
    );
    await renderApp('/orders/o1', { signedIn: true });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByTestId('order-recipient')).toHaveTextContent(
      'Maria Santos+63 917 555 0101maria.santos@example.ph',
    );
    expect(within(delivery).getByTestId('order-buyer-abroad')).toHaveTextContent(
      'United Arab Emirates+971501234567',
    );
  });

  test('only the actions the server allows now are offered', async () => {
    orderApi(orderDetail({ allowed_actions: ['cancel'] }));
    await renderApp('/orders/o1', { signedIn: true });
    const cancel = await screen.findByRole('link', { name: 'Cancel order' });
    expect(cancel).toHaveAttribute('href', '/orders/cancel-order/o1');
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Return items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw return' })).toBeNull();
  });

  test('a received order offers a return until the window ends, and nothing else', async () => {
    orderApi(
      orderDetail({
        status: 'order_received',
        allowed_actions: ['request_return'],
        return_window_ends_at: '2026-03-27T04:00:00.000Z',
      }),
    );
    await renderApp('/orders/o1', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Return items' })).toHaveAttribute(
      'href',
      '/orders/return-order/o1',
    );
    expect(
      screen.getByText('Returns can be requested until Mar 27, 2026, 12:00 PM.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  test('confirm receipt: No sends nothing; Yes sends the PUT and the order refetches', async () => {
    const delivered = orderDetail({
      status: 'delivered_confirm_receipt',
      allowed_actions: ['confirm_receipt'],
      fulfillment: { ...orderDetail().fulfillment, tracking_number: 'ABC123' },
    });
    const api = orderApi(delivered, {
      'PUT /api/orders/update-status/o1': (request) => {
        api.recordPut(request);
        api.setOrder({
          ...delivered,
          status: 'order_received',
          status_label: 'Order Received',
          status_color: 'success',
          allowed_actions: ['request_return'],
          return_window_ends_at: '2026-03-27T04:00:00.000Z',
        });
        return { body: { data: null } };
      },
    });
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    expect(await screen.findByText('ABC123')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.mock, '/api/orders/update-status/o1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm receipt?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Thank you! Your order is marked as received.')).toBeVisible();
    expect(api.puts).toEqual([{ action: 'confirm_receipt' }]);
    expect(await screen.findByText('Order Received', { selector: '.MuiChip-label' })).toBeVisible();
    // The dialog hides the page from assistive technology until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Return items' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  test('a refused change shows the server message in place and changes nothing', async () => {
    const delivered = orderDetail({
      status: 'delivered_confirm_receipt',
      allowed_actions: ['confirm_receipt'],
    });
    const api = orderApi(delivered, {
      'PUT /api/orders/update-status/o1': {
        status: 409,
        body: { message: 'This order has already been marked as received.' },
      },
    });
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText('This order has already been marked as received.'),
    ).toBeVisible();
    expect(callsTo(api.mock, '/api/orders/update-status/o1')).toHaveLength(1);
    expect(
      screen.getByText('Order Delivered (Confirm Receipt)', { selector: '.MuiChip-label' }),
    ).toBeVisible();
  });

  test('withdraw return asks first, then sends the open return id', async () => {
    const requested = orderDetail({
      status: 'return_request',
      allowed_actions: ['withdraw_return'],
      returns: [orderReturn({ _id: 'r-old', status: 'return_cancelled' }), orderReturn()],
    });
    const api = orderApi(requested, {
      'PUT /api/orders/update-status/o1': (request) => {
        api.recordPut(request);
        return { body: { data: null } };
      },
    });
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getAllByRole('link')[1]).toHaveAttribute('href', '/orders/return/r1');
    await user.click(screen.getByRole('button', { name: 'Withdraw return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your return request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.puts).toEqual([{ action: 'withdraw_return', returnId: 'r1' }]));
  });

  test('someone else’s or an unknown order: the server’s message and a way back', async () => {
    orderApi(orderDetail());
    await renderApp('/orders/other', { signedIn: true });
    expect(await screen.findByText('We could not find that order.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});

describe('order policies', () => {
  const withPolicy = (overrides: Parameters<typeof policy>[0] = {}) =>
    orderDetail({ policies: [policy(overrides)] });
  const PDF_BASE64 = btoa('%PDF-1.7 test policy');
  const policyFile = {
    body: {
      data: {
        fileName: 'policy-PP-2026-000045.pdf',
        contentType: 'application/pdf',
        base64: PDF_BASE64,
      },
    },
  };

  test('View policy opens the PDF in a new window from the base64 answer', async () => {
    const api = orderApi(withPolicy(), {
      'GET /api/orders/generate-then-download-policy/pol1': policyFile,
    });
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:policy-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    const plans = await screen.findByRole('region', { name: 'Protection plans' });
    expect(within(plans).getByText('Policy PP-2026-000045')).toBeVisible();
    expect(within(plans).getByText('Coverage Mar 14, 2026 – Mar 13, 2028')).toBeVisible();

    await user.click(within(plans).getByRole('button', { name: 'View policy PP-2026-000045' }));
    await waitFor(() => expect(popup.location.href).toBe('blob:policy-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    const [call] = callsTo(api.mock, '/api/orders/generate-then-download-policy/pol1');
    expect(call!.url.searchParams.get('format')).toBe('base64');
    expect(call!.headers.get('Authorization')).toBe('Bearer test-token');
    const blob = createUrl.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 test policy');
  });

  test('Download saves the file under its name; a failure shows in place', async () => {
    let fail = false;
    orderApi(withPolicy({ can_request_refund: false }), {
      'GET /api/orders/generate-then-download-policy/pol1': () =>
        fail
          ? { status: 500, body: { message: 'The policy could not be generated.' } }
          : policyFile,
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:policy-2');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    const plans = await screen.findByRole('region', { name: 'Protection plans' });
    expect(within(plans).queryByRole('button', { name: 'Request policy refund' })).toBeNull();
    await user.click(within(plans).getByRole('button', { name: 'Download policy PP-2026-000045' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('policy-PP-2026-000045.pdf');
    expect(clicks[0]!.href).toBe('blob:policy-2');

    fail = true;
    await user.click(within(plans).getByRole('button', { name: 'Download policy PP-2026-000045' }));
    expect(await within(plans).findByText('The policy could not be generated.')).toBeVisible();
    expect(clicks).toHaveLength(1);
  });

  test('request a policy refund: a reason is required; the server’s refusal shows in the dialog', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    orderApi(withPolicy(), {
      'POST /api/orders/request-policy-refund': (request) => {
        bodies.push(request.body);
        return refuse
          ? {
              status: 422,
              body: { message: 'The cooling-off period for this policy has ended.' },
            }
          : { body: { data: policy({ status: 'refund_requested', can_request_refund: false }) } };
      },
    });
    const { user } = await renderApp('/orders/o1', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Request policy refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a policy refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the refund/ }),
      'Changed plans',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await within(dialog).findByText('The cooling-off period for this policy has ended.'),
    ).toBeVisible();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Your refund request for policy PP-2026-000045 has been sent.'),
    ).toBeVisible();
    expect(bodies.at(-1)).toEqual({ policyId: 'pol1', reason: 'Changed plans' });
  });
});
