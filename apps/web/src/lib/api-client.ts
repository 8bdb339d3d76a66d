import type { ListMeta } from '@shop/shared/api';
import type { $ZodType, output } from 'zod/v4/core';
import { getServiceConfig, type ServiceName } from './runtime-config';
import { isRecord } from './storage';
import { navigateTo } from './navigation';
import { paths } from '../config/paths';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The fetch cache mode, e.g. 'no-store' for private files. */
  cache?: RequestCache;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  meta?: ListMeta;
}

export interface ApiFailure {
  ok: false;
  /** 0 when the server could not be reached or the request was aborted. */
  status: number;
  message: string;
  errors?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

interface AuthHandlers {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let auth: AuthHandlers = { getToken: () => null, onUnauthorized: () => {} };

let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * The server-side render sends the same requests in-process to the server that renders
 * (apps/server/src/lib/page-renderer.ts); the browser keeps the global fetch.
 */
export function setApiFetch(implementation: typeof fetch): void {
  apiFetch = implementation;
}

/** The session store registers itself here; lib/ cannot import a feature. */
export function registerAuthHandlers(handlers: AuthHandlers): void {
  auth = handlers;
}

export function buildQuery(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly ParamValue[] = Array.isArray(value) ? value : [value as ParamValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** A service path on the service's runtime base address; an absolute http(s) URL stays as it is. */
export function buildUrl(service: ServiceName, path: string, params?: QueryParams): string {
  if (/^https?:\/\//.test(path)) return `${path}${buildQuery(params)}`;
  const base = getServiceConfig(service).baseUrl.replace(/\/+$/, '');
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${base}${normalized}${buildQuery(params)}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failureFrom(status: number, body: unknown): ApiFailure {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message
      ? body.message
      : GENERIC_ERROR_MESSAGE;
  const failure: ApiFailure = { ok: false, status, message };
  if (isRecord(body) && body.errors !== undefined) failure.errors = body.errors;
  return failure;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Sends one request with the session's bearer token. A failure (no answer, or a non-2xx, after
 * the 401 → end of session and maintenance handling) comes back as an `ApiFailure`.
 */
async function send(
  method: Method,
  service: ServiceName,
  path: string,
  { params, body, signal, headers: extraHeaders, cache }: RequestOptions,
  accept: string,
): Promise<Response | ApiFailure> {
  const headers: Record<string, string> = { Accept: accept, ...extraHeaders };
  const token = auth.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await apiFetch(buildUrl(service, path, params), {
      method,
      headers,
      body: payload,
      signal,
      cache,
    });
  } catch {
    const message = signal?.aborted ? 'The request was cancelled.' : GENERIC_ERROR_MESSAGE;
    return { ok: false, status: 0, message };
  }

  if (!response.ok) {
    // A rejected token ends the session; a 401 without one (a failed login) has nothing to end.
    if (response.status === 401 && token) auth.onUnauthorized();
    // The shop closed while the shopper was browsing: show the maintenance page.
    if (response.status === 503 && response.headers.get('X-Shop-Maintenance') === '1') {
      navigateTo(paths.underMaintenance.getHref());
    }
    return failureFrom(response.status, await readJson(response));
  }
  return response;
}

async function request<T>(
  method: Method,
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const response = await send(method, service, path, options, 'application/json');
  if (!(response instanceof Response)) return response;
  const json = await readJson(response);
  // A 2xx without the `{ data }` envelope (e.g. an HTML fallback page) is not a success.
  if (!isRecord(json) || !('data' in json)) {
    return { ok: false, status: response.status, message: GENERIC_ERROR_MESSAGE };
  }
  const result: ApiSuccess<T> = { ok: true, status: response.status, data: json.data as T };
  if (isRecord(json.meta)) result.meta = json.meta as unknown as ListMeta;
  return result;
}

/** The bytes of a file (e.g. an owner-only photo or document), not a JSON envelope. */
async function requestBlob(
  service: ServiceName,
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<ApiResult<Blob>> {
  const response = await send('GET', service, path, options, '*/*');
  if (!(response instanceof Response)) return response;
  try {
    return { ok: true, status: response.status, data: await response.blob() };
  } catch {
    return { ok: false, status: 0, message: GENERIC_ERROR_MESSAGE };
  }
}

/**
 * Calls one of the three services (spec section 7). Failures come back as `{ ok: false }`
 * values, never as exceptions; `unwrap` turns them into errors where a thrower is wanted.
 */
export const apiClient = {
  get: <T>(service: ServiceName, path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', service, path, options),
  post: <T>(service: ServiceName, path: string, options?: RequestOptions) =>
    request<T>('POST', service, path, options),
  put: <T>(service: ServiceName, path: string, options?: RequestOptions) =>
    request<T>('PUT', service, path, options),
  delete: <T>(service: ServiceName, path: string, options?: RequestOptions) =>
    request<T>('DELETE', service, path, options),
  /** GET of a file's bytes, with the same token, 401 and maintenance handling. */
  getBlob: (service: ServiceName, path: string, options?: Omit<RequestOptions, 'body'>) =>
    requestBlob(service, path, options),
};

export class ApiError extends Error {
  readonly status: number;
  readonly errors: unknown;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.errors = failure.errors;
  }
}

/** For react-query query functions, which signal failure by throwing. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** What `parseResult` needs of a schema: full zod's and zod/mini's schemas both have it. */
interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Checks a success's `data` against its endpoint's schema from `packages/shared`: a body that
 * does not match its contract becomes the client's normal failure (the screens' error and retry
 * states), never a half-right value. Calls the schema's own `safeParse`, so this first-load
 * module carries no zod code; the schemas bring it with the screens that parse.
 */
export function parseResult<S extends $ZodType>(
  result: ApiResult<unknown>,
  schema: S,
): ApiResult<output<S>> {
  if (!result.ok) return result;
  const parsed = (schema as unknown as SafeParser<output<S>>).safeParse(result.data);
  if (!parsed.success) return { ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE };
  return { ...result, data: parsed.data };
}

/**
 * `unwrap(parseResult(…))` with the schema loaded by `import()` beside the request: the reads a
 * server-rendered page hydrates with (its layout's, a product page's) are already answered, so
 * the page builds no zod schemas before it responds (docs/decisions/011, 045).
 */
export async function parseWithLazySchema<S extends $ZodType>(
  request: Promise<ApiResult<unknown>>,
  schema: Promise<S>,
): Promise<output<S>> {
  const [result, loaded] = await Promise.all([request, schema]);
  return unwrap(parseResult(result, loaded));
}

/**
 * For list endpoints: a body that is not an array fails the query, and entries without the
 * fields the screen needs are dropped rather than crashing it.
 */
export function unwrapList<T>(
  result: ApiResult<unknown>,
  parseItem: (item: unknown) => T | null,
): T[] {
  const data = unwrap(result);
  if (!Array.isArray(data)) {
    throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
  }
  return data.flatMap((item: unknown) => {
    const parsed = parseItem(item);
    return parsed === null ? [] : [parsed];
  });
}
