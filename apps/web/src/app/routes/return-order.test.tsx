import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { OrderDetail } from '@shop/shared/order-detail';
import { orderDetail, orderReturn } from '../../features/orders/test-fixtures';
import { callsTo, mockApi, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const MB = 1024 * 1024;

const received = (overrides: Partial<OrderDetail> = {}) =>
  orderDetail({
    status: 'order_received',
    allowed_actions: ['request_return'],
    return_window_ends_at: '2026-03-27T04:00:00.000Z',
    ...overrides,
  });

function photo(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File(['photo-bytes'], name, { type });
  // The size is what the check reads; no need to allocate megabytes.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function returnApi(initial: OrderDetail, routes: MockRoutes = {}) {
  let current = initial;
  const mock = mockApi({
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-orders/o1': () => ({ body: { data: current } }),
    'GET /api/v1/my-returns/r-new': { body: { data: orderReturn({ _id: 'r-new', photos: [] }) } },
    ...routes,
  });
  return {
    mock,
    setOrder: (next: OrderDetail) => {
      current = next;
    },
  };
}

describe('return order', () => {
  test('a photo over 5 MB or not an image is refused before any upload', async () => {
    const { mock } = returnApi(received());
    await renderApp('/orders/return-order/o1', { signedIn: true });
    // The picker's accept list would hide a PDF from the dialog; drop it in anyway.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Add photos');

    await user.upload(input, photo('big.jpg', 5 * MB + 1));
    expect(await screen.findByText('File size must not exceed 5MB')).toBeVisible();
    expect(screen.getByText('(big.jpg)')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();

    await user.upload(input, photo('receipt.pdf', 1000, 'application/pdf'));
    expect(await screen.findByText('Only JPEG, PNG or WebP images can be added.')).toBeVisible();

    await user.upload(input, photo('exactly-5mb.png', 5 * MB, 'image/png'));
    const previews = await screen.findByRole('list', { name: 'Photos to send' });
    expect(
      within(previews).getByRole('img', { name: 'Preview of exactly-5mb.png' }),
    ).toHaveAttribute('src', `data:image/png;base64,${btoa('photo-bytes')}`);
    expect(screen.queryByText('File size must not exceed 5MB')).toBeNull();
    expect(callsTo(mock, '/api/v1/my-orders/o1/return-photos')).toHaveLength(0);

    await user.click(within(previews).getByRole('button', { name: 'Remove exactly-5mb.png' }));
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();
  });

  test('quantities go from 1 to what is left of each item; items and reason are required', async () => {
    returnApi(
      received({
        returns: [
          orderReturn({
            status: 'return_cancelled',
            items: [
              {
                order_item_id: 'oi1',
                name: 'Narra Dining Table',
                image: null,
                variant: '',
                quantity: 1,
              },
            ],
          }),
          orderReturn({
            _id: 'r2',
            status: 'return_approved',
            items: [
              { order_item_id: 'oi2', name: 'Rattan Chair', image: null, variant: '', quantity: 1 },
            ],
          }),
        ],
      }),
    );
    const { user } = await renderApp('/orders/return-order/o1', { signedIn: true });
    const table = await screen.findByRole('combobox', {
      name: 'Quantity of Narra Dining Table to return',
    });
    // Bought 1; the withdrawn return gave it back.
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1']);
    const chairs = screen.getByRole('combobox', { name: 'Quantity of Rattan Chair to return' });
    // Bought 2, one already in an approved return.
    expect(
      within(chairs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1']);
    expect(screen.getByText('Bought 2, 1 left to return')).toBeVisible();
    expect(chairs).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(await screen.findByText('Pick at least one item to return.')).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Rattan Chair/ }));
    expect(chairs).toBeEnabled();
  });

  test('submit uploads each photo, then sends the request with the photo ids, then shows the return', async () => {
    const order = received();
    const steps: string[] = [];
    const api = returnApi(order, {
      'POST /api/v1/my-orders/o1/return-photos': (request) => {
        const file = (request.body as FormData).get('file') as File;
        steps.push(`upload ${file.name}`);
        return {
          status: 201,
          body: { data: { _id: `ph-${file.name}`, url: `/api/v1/my-orders/o1/return-photos/x` } },
        };
      },
      'PUT /api/orders/update-status/o1': (request) => {
        steps.push(`put ${JSON.stringify(request.body)}`);
        api.setOrder({
          ...order,
          status: 'return_request',
          status_label: 'Return Requested',
          allowed_actions: ['withdraw_return'],
          returns: [orderReturn({ _id: 'r-new' })],
        });
        return { body: { data: null } };
      },
    });
    const { user, router } = await renderApp('/orders/return-order/o1', { signedIn: true });
    await user.click(await screen.findByRole('checkbox', { name: /Rattan Chair/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity of Rattan Chair to return' }),
      '2',
    );
    await user.click(screen.getByRole('radio', { name: 'Damaged on arrival' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Cracked leg');
    await user.upload(screen.getByLabelText('Add photos'), [
      photo('leg.jpg', 200_000),
      photo('box.png', 300_000, 'image/png'),
    ]);
    await screen.findByRole('img', { name: 'Preview of box.png' });
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/return/r-new'));
    expect(steps).toEqual([
      'upload leg.jpg',
      'upload box.png',
      `put ${JSON.stringify({
        action: 'request_return',
        items: [{ orderItemId: 'oi2', quantity: 2 }],
        reason: 'Damaged on arrival',
        details: 'Cracked leg',
        photoIds: ['ph-leg.jpg', 'ph-box.png'],
      })}`,
    ]);
  });

  test('a failed request keeps the form; the retry does not upload the photos again', async () => {
    let refuse = true;
    const uploads: string[] = [];
    const puts: unknown[] = [];
    const order = received();
    const api = returnApi(order, {
      'POST /api/v1/my-orders/o1/return-photos': (request) => {
        const file = (request.body as FormData).get('file') as File;
        uploads.push(file.name);
        return { status: 201, body: { data: { _id: 'ph1', url: '/x' } } };
      },
      'PUT /api/orders/update-status/o1': (request) => {
        puts.push(request.body);
        if (refuse) {
          return { status: 409, body: { message: 'The return window for this order has closed.' } };
        }
        api.setOrder({ ...order, returns: [orderReturn({ _id: 'r-new' })] });
        return { body: { data: null } };
      },
    });
    const { user, router } = await renderApp('/orders/return-order/o1', { signedIn: true });
    await user.click(await screen.findByRole('checkbox', { name: /Narra Dining Table/ }));
    await user.click(screen.getByRole('radio', { name: 'Missing parts' }));
    await user.upload(screen.getByLabelText('Add photos'), photo('parts.jpg', 1000));
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(await screen.findByText('The return window for this order has closed.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/orders/return-order/o1');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/return/r-new'));
    expect(uploads).toEqual(['parts.jpg']);
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({
      photoIds: ['ph1'],
      items: [{ orderItemId: 'oi1', quantity: 1 }],
    });
  });

  test('an order that cannot be returned now says so', async () => {
    returnApi(orderDetail({ status: 'shipped', allowed_actions: [] }));
    await renderApp('/orders/return-order/o1', { signedIn: true });
    expect(
      await screen.findByText(/A return cannot be requested for order CF-2026-000123 now/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit return request' })).toBeNull();
  });
});
