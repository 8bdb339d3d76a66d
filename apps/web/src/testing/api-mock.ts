import { vi } from 'vitest';

export interface MockRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Sent as-is instead of JSON (e.g. an HTML fallback page). */
  text?: string;
  headers?: Record<string, string>;
}

export type MockHandler =
  MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

/** Keys are `METHOD /path` (query ignored), e.g. `GET /api/v1/public/announcements`. */
export type MockRoutes = Record<string, MockHandler>;

export const TEST_PROJECT_ID = 'test-project';

const runtimeConfig = { body: { baseUrl: '', projectId: TEST_PROJECT_ID } };

export const defaultRoutes: MockRoutes = {
  'GET /config/auth.json': runtimeConfig,
  'GET /config/checkout.json': runtimeConfig,
  'GET /config/catalogue.json': runtimeConfig,
  'GET /api/v1/public/announcements': { body: { data: [] } },
  'GET /api/v1/categories/map': { body: { data: [], meta: { page: 1, limit: 3, total: 0 } } },
  'GET /api/v1/public/branches/dropdown': { body: { data: [] } },
};

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body !== 'string') return init?.body;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * Stubs `fetch` — the only boundary the web tests mock. Unknown routes answer 404, so a call
 * the test did not expect shows up as an error state rather than passing silently.
 */
export function mockApi(routes: MockRoutes = {}) {
  const table: MockRoutes = { ...defaultRoutes, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = table[`${method} ${url.pathname}`];
    const request: MockRequest = {
      url,
      method,
      headers: new Headers(init?.headers),
      body: await readBody(init),
    };
    const response: MockResponse = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { message: `No mock for ${method} ${url.pathname}` } };
    const status = response.status ?? 200;
    if (response.text !== undefined) {
      return new Response(response.text, { status, headers: { 'Content-Type': 'text/html' } });
    }
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, with their parsed URL and headers. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, pathname: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(input instanceof Request ? input.url : String(input), window.location.origin),
      headers: new Headers(init?.headers),
    }))
    .filter((call) => call.url.pathname === pathname);
}
