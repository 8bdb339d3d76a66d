import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useSessionStore } from '../features/auth/stores/session';
import { useCheckoutStore } from '../features/checkout/stores/checkout';
import { ApiError, apiClient, unwrap } from '../lib/api-client';
import { registerNavigate } from '../lib/navigation';
import { loadRuntimeConfig, setRuntimeConfig } from '../lib/runtime-config';
import { callsTo, mockApi } from '../testing/api-mock';
import { TEST_SESSION, saveSession } from '../testing/render-app';

const navigate = vi.fn();

beforeEach(async () => {
  navigate.mockReset();
  registerNavigate(navigate);
  setRuntimeConfig({
    auth: { baseUrl: '', projectId: 'p' },
    checkout: { baseUrl: '', projectId: 'p' },
    catalogue: { baseUrl: '', projectId: 'p' },
  });
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  await useSessionStore.persist.rehydrate();
});

async function signIn() {
  saveSession();
  await useSessionStore.persist.rehydrate();
  expect(useSessionStore.getState().token).toBe(TEST_SESSION.token);
}

describe('maintenance', () => {
  test('a maintenance 503 takes the shopper to the maintenance page', async () => {
    mockApi({
      'GET /api/v1/public/products': {
        status: 503,
        headers: { 'X-Shop-Maintenance': '1' },
        body: { message: 'The shop is under maintenance. Please try again soon.' },
      },
    });
    const result = await apiClient.get('catalogue', '/api/v1/public/products');
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(navigate).toHaveBeenCalledWith('/under-maintenance');
  });

  test('any other 503 is only returned to the caller', async () => {
    mockApi({ 'GET /api/v1/public/products': { status: 503, body: { message: 'Down' } } });
    const result = await apiClient.get('catalogue', '/api/v1/public/products');
    expect(result).toMatchObject({ ok: false, status: 503, message: 'Down' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  test('sends the bearer token when a session is stored', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/my-cart': { body: { data: { _id: 'cart1', items: [], totalItemCount: 0 } } },
    });
    await signIn();

    const result = await apiClient.get('checkout', '/api/v1/my-cart', {
      params: { withComputation: 1 },
    });

    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { _id: 'cart1', items: [], totalItemCount: 0 },
    });
    const [call] = callsTo(fetchMock, '/api/v1/my-cart');
    expect(call!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(call!.url.search).toBe('?withComputation=1');
  });

  test('sends no Authorization header when signed out', async () => {
    const fetchMock = mockApi();
    await apiClient.get('catalogue', '/api/v1/public/announcements');
    expect(
      callsTo(fetchMock, '/api/v1/public/announcements')[0]!.headers.has('Authorization'),
    ).toBe(false);
  });

  test('repeats array params and skips empty ones', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/public/products': { body: { data: [], meta: { page: 1, limit: 5, total: 0 } } },
    });
    const result = await apiClient.get('catalogue', '/api/v1/public/products', {
      params: {
        category: ['sofas', 'beds'],
        search: 'narra',
        branch_id: undefined,
        page: 1,
        keys: null,
      },
    });
    expect(callsTo(fetchMock, '/api/v1/public/products')[0]!.url.search).toBe(
      '?category=sofas&category=beds&search=narra&page=1',
    );
    expect(result).toMatchObject({ ok: true, meta: { page: 1, limit: 5, total: 0 } });
  });

  test('sends JSON bodies and uses the service base address from the runtime config', async () => {
    const fetchMock = mockApi({
      'GET /config/checkout.json': {
        body: { baseUrl: 'https://checkout.example.ph/', projectId: 'shop' },
      },
      'POST /api/v1/my-cart/items': ({ body }) => ({ status: 201, body: { data: body } }),
    });
    await loadRuntimeConfig();
    const result = await apiClient.post('checkout', '/api/v1/my-cart/items', {
      body: { product: 'p1', quantity: 2 },
    });

    const [input, init] = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/my-cart/items'),
    )!;
    expect(String(input)).toBe('https://checkout.example.ph/api/v1/my-cart/items');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ ok: true, status: 201, data: { product: 'p1', quantity: 2 } });
  });
});

describe('failures are returned, not thrown', () => {
  test('an error response becomes { ok: false, status, message, errors }', async () => {
    mockApi({
      'POST /api/v1/auth/sign-up': {
        status: 400,
        body: {
          message: 'Please verify your information and try again.',
          errors: { email: 'The supplied email address is not valid.' },
        },
      },
    });
    const result = await apiClient.post('auth', '/api/v1/auth/sign-up', { body: {} });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: 'Please verify your information and try again.',
      errors: { email: 'The supplied email address is not valid.' },
    });
  });

  test('a 500 without a body gets the generic message', async () => {
    mockApi({ 'GET /api/v1/my-orders': { status: 500 } });
    await expect(apiClient.get('checkout', '/api/v1/my-orders')).resolves.toEqual({
      ok: false,
      status: 500,
      message: 'Something went wrong. Please try again.',
    });
  });

  test('a network failure is status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('catalogue', '/api/v1/categories/map')).resolves.toEqual({
      ok: false,
      status: 0,
      message: 'Something went wrong. Please try again.',
    });
  });

  test('a 200 that is not the JSON envelope (an HTML fallback page) is a failure', async () => {
    mockApi({ 'GET /api/v1/public/announcements': { text: '<!doctype html><html></html>' } });
    await expect(apiClient.get('catalogue', '/api/v1/public/announcements')).resolves.toMatchObject(
      {
        ok: false,
        status: 200,
      },
    );
  });

  test('unwrap throws an ApiError for react-query', async () => {
    mockApi({ 'GET /api/v1/my-info': { status: 404, body: { message: 'Not found.' } } });
    const result = await apiClient.get('auth', '/api/v1/my-info');
    expect(() => unwrap(result)).toThrow(ApiError);
    expect(() => unwrap(result)).toThrow('Not found.');
  });
});

describe('401', () => {
  test('resets the session: storage entries removed, state cleared, home', async () => {
    mockApi({ 'GET /api/v1/my-info': { status: 401, body: { message: 'Unauthorized' } } });
    await signIn();
    localStorage.setItem('branch', JSON.stringify({ _id: 'b1', name: 'Makati' }));
    useCheckoutStore.getState().setCartCount(4);
    expect(localStorage.getItem('checkout')).not.toBeNull();

    const result = await apiClient.get('auth', '/api/v1/my-info');

    expect(result).toEqual({ ok: false, status: 401, message: 'Unauthorized' });
    expect(useSessionStore.getState()).toMatchObject({ token: null, email: null, firstName: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('branch')).toBeNull();
    expect(localStorage.getItem('checkout')).toBeNull();
    expect(useCheckoutStore.getState().totalCartItems).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('a 401 without a session (a failed login) does not navigate', async () => {
    mockApi({
      'POST /api/v1/auth/login': {
        status: 401,
        body: { message: 'Invalid email and/or password.' },
      },
    });
    const result = await apiClient.post('auth', '/api/v1/auth/login', {
      body: { email: 'a@b.ph', password: 'x' },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      message: 'Invalid email and/or password.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('files (getBlob)', () => {
  test('fetches the bytes with the bearer token, uncached when asked', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/my-info/documents/d1/files/front': { text: 'bytes' },
    });
    await signIn();

    const result = await apiClient.getBlob('auth', '/api/v1/my-info/documents/d1/files/front', {
      cache: 'no-store',
    });

    expect(result.ok).toBe(true);
    expect(result.ok && (await result.data.text())).toBe('bytes');
    const [call] = callsTo(fetchMock, '/api/v1/my-info/documents/d1/files/front');
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(fetchMock.mock.calls[0]![1]?.cache).toBe('no-store');
  });

  test('a failure carries the server message; a 401 ends the session', async () => {
    mockApi({
      'GET /api/v1/my-orders/o1/return-photos/p1': { status: 404, body: { message: 'Gone' } },
      'GET /api/v1/my-orders/o1/return-photos/p2': { status: 401, body: { message: 'Expired' } },
    });
    await signIn();

    const missing = await apiClient.getBlob('checkout', '/api/v1/my-orders/o1/return-photos/p1');
    expect(missing).toMatchObject({ ok: false, status: 404, message: 'Gone' });
    expect(useSessionStore.getState().token).toBe(TEST_SESSION.token);

    const expired = await apiClient.getBlob('checkout', '/api/v1/my-orders/o1/return-photos/p2');
    expect(expired).toMatchObject({ ok: false, status: 401, message: 'Expired' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('an absolute address is used as it is', async () => {
    const fetchMock = mockApi({ 'GET /files/photo.png': { text: 'png' } });
    const result = await apiClient.getBlob('checkout', 'http://localhost:3000/files/photo.png');
    expect(result.ok).toBe(true);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://localhost:3000/files/photo.png');
  });
});
