import { getContrastRatio } from '@mui/material/styles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUSES, orderStatusColor } from '@shop/shared/order-status';
import { describe, expect, test, vi } from 'vitest';
import { statusChipColors } from '../../components/status-chip';
import { orderSummary } from '../../features/orders/test-fixtures';
import { theme } from '../theme';
import { callsTo, mockApi, type MockRequest } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const TOKEN_CHECK = { 'GET /api/token': { body: { data: { valid: true } } } };

/** Answers like the server: filters by group and search, pages by page and limit. */
function ordersApi(total = 1, items = [orderSummary()]) {
  return (request: MockRequest) => {
    const page = Number(request.url.searchParams.get('page') ?? 1);
    const limit = Number(request.url.searchParams.get('limit') ?? 10);
    return { body: { data: items, meta: { page, limit, total } } };
  };
}

describe('my orders', () => {
  test('a card per order: number, date in Manila, status chip, first items, total, details link', async () => {
    mockApi({ ...TOKEN_CHECK, 'GET /api/v1/my-orders': ordersApi() });
    await renderApp('/orders', { signedIn: true });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

    const card = (await within(main).findByRole('listitem', { name: 'Order CF-2026-000123' }))!;
    expect(within(card).getByRole('link', { name: 'Order CF-2026-000123' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
    expect(within(card).getByText('Placed Mar 14, 2026, 3:45 PM')).toBeVisible();
    const chip = within(card).getByText('Order Processing');
    expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(within(card).getByText('Narra Dining Table')).toBeVisible();
    expect(within(card).getByText('Walnut · 6-seater · Qty 1')).toBeVisible();
    expect(within(card).getByText('Rattan Chair')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/narra.svg');
    expect(within(card).getByText('₱26,499.00')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'View details of order CF-2026-000123' }),
    ).toHaveAttribute('href', '/orders/o1');
  });

  test('the stage tabs filter through the URL; each empty stage says so', async () => {
    const fetchMock = mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-orders': (request) =>
        request.url.searchParams.get('group') === 'shipped'
          ? { body: { data: [], meta: { page: 1, limit: 10, total: 0 } } }
          : ordersApi()(request),
    });
    const { user, router } = await renderApp('/orders', { signedIn: true });
    const tabs = await screen.findByRole('tablist', { name: 'Order stages' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All',
      'To pay',
      'Processing',
      'Shipped',
      'Delivered',
      'Completed',
      'Cancelled',
      'Returns',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('listitem', { name: 'Order CF-2026-000123' });

    await user.click(within(tabs).getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=shipped'));
    expect(await screen.findByText('No orders are on the way.')).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'Shipped' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const last = callsTo(fetchMock, '/api/v1/my-orders').at(-1)!;
    expect(last.url.searchParams.get('group')).toBe('shipped');
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Shipped');
  });

  test('a stage in the URL selects its tab; the all-orders empty state links to the shop', async () => {
    const fetchMock = mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-orders': { body: { data: [], meta: { page: 1, limit: 10, total: 0 } } },
    });
    const { router, user } = await renderApp('/orders?group=to_pay', { signedIn: true });
    expect(await screen.findByText('No orders are waiting for payment.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'To pay' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, '/api/v1/my-orders')[0]!.url.searchParams.get('group')).toBe(
      'to_pay',
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('search by order number goes into the URL and the request, back to page 1', async () => {
    const fetchMock = mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-orders': (request) =>
        request.url.searchParams.get('search') === 'nothing'
          ? { body: { data: [], meta: { page: 1, limit: 10, total: 0 } } }
          : ordersApi(1)(request),
    });
    const { user, router } = await renderApp('/orders?group=processing&page=2', {
      signedIn: true,
    });
    const field = await screen.findByRole('searchbox', { name: 'Search by order number' });
    await user.type(field, '000123{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?group=processing&search=000123'),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/v1/my-orders').at(-1)!.url.searchParams.get('search')).toBe(
        '000123',
      ),
    );
    expect(callsTo(fetchMock, '/api/v1/my-orders').at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(await screen.findByText(/1 order matches/)).toBeVisible();

    await user.clear(field);
    await user.type(field, 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search orders' }));
    expect(await screen.findByText('No orders match “nothing”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=processing'));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search by order number' })).toHaveValue(''),
    );
  });

  test('pages are links with the page in the URL', async () => {
    const fetchMock = mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-orders': ordersApi(25),
    });
    const { user, router } = await renderApp('/orders?group=completed', { signedIn: true });
    const pager = await screen.findByRole('navigation', { name: 'pagination navigation' });
    expect(within(pager).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/orders?group=completed&page=3',
    );
    await user.click(within(pager).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=completed&page=2'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/v1/my-orders').at(-1)!.url.searchParams.get('page')).toBe(
        '2',
      ),
    );
    expect(
      await within(pager).findByRole('link', { name: 'page 2', current: 'page' }),
    ).toBeVisible();
  });

  test('a failed load shows the message and Retry loads again', async () => {
    let fail = true;
    mockApi({
      ...TOKEN_CHECK,
      'GET /api/v1/my-orders': (request) =>
        fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : ordersApi()(request),
    });
    const { user } = await renderApp('/orders', { signedIn: true });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Order CF-2026-000123' })).toBeVisible();
  });

  test('without a session the orders pages send the shopper home', async () => {
    const fetchMock = mockApi();
    const { router } = await renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, '/api/v1/my-orders')).toHaveLength(0);
  });
});

test('every status chip is readable in the shop theme (WCAG AA, 4.5:1)', () => {
  for (const status of [...ORDER_STATUSES, 'some_unknown_status']) {
    const { bg, fg } = statusChipColors(theme, orderStatusColor(status));
    expect(getContrastRatio(bg, fg), status).toBeGreaterThanOrEqual(4.5);
  }
});
