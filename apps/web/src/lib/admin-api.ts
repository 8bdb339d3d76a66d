import { listMetaSchema, type ListMeta } from '@shop/shared/api';
import { z } from 'zod';
import { useAdminSession } from './admin-session';
import { ApiError, GENERIC_ERROR_MESSAGE, type QueryParams } from './api-client';
import { getServiceConfig } from './runtime-config';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface AdminRequest {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** E.g. the bearer of a session being opened, before it is the console's session. */
  headers?: Record<string, string>;
}

const errorBodySchema = z.object({
  message: z.string().min(1),
  errors: z.unknown().optional(),
});

/** The admin API lives beside the auth service (spec section 7 base addresses). */
function adminUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  const base = getServiceConfig('auth').baseUrl.replace(/\/+$/, '');
  return `${base}${path}${query ? `?${query}` : ''}`;
}

/**
 * One console request: the console session's bearer token (never the shopper's), `{ message,
 * errors }` failures as `ApiError`, and a 401 ends the console session (back to its sign-in).
 */
export async function adminRequest(
  method: Method,
  path: string,
  options: AdminRequest = {},
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = useAdminSession.getState().session?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  // A FormData body (an upload) sets its own multipart content type.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.params), {
      method,
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch {
    throw new ApiError({ ok: false, status: 0, message: GENERIC_ERROR_MESSAGE });
  }
  if (!response.ok) {
    if (response.status === 401 && token && !options.headers?.Authorization)
      useAdminSession.getState().signOut('expired');
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    const failure = parsed.success
      ? { message: parsed.data.message, errors: parsed.data.errors }
      : { message: GENERIC_ERROR_MESSAGE };
    throw new ApiError({ ok: false, status: response.status, ...failure });
  }
  return response;
}

async function send(method: Method, path: string, options: AdminRequest): Promise<unknown> {
  const response = await adminRequest(method, path, options);
  return (await response.json().catch(() => undefined)) as unknown;
}

const FILE_NAME = /filename="([^"]+)"/;

/** The file name the server gave an answer (`Content-Disposition`), or `fallback`. */
export const fileNameOf = (response: Response, fallback: string): string =>
  FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

function parse<T extends z.ZodType>(schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError({ ok: false, status: 200, message: GENERIC_ERROR_MESSAGE });
  return parsed.data;
}

/** The console's API calls; answers are parsed with the shared schemas the server uses. */
export const adminApi = {
  async data<T extends z.ZodType>(
    method: Method,
    path: string,
    schema: T,
    options: AdminRequest = {},
  ): Promise<z.infer<T>> {
    const envelope = parse(z.object({ data: schema }), await send(method, path, options));
    return (envelope as { data: z.infer<T> }).data;
  },

  /** A call answered with no body (204), e.g. a delete. */
  async send(method: Method, path: string, options: AdminRequest = {}): Promise<void> {
    await send(method, path, options);
  },

  /** A file answer (CSV, PDF): its bytes (typed `accept` when given) and the server's name. */
  async file(
    method: Method,
    path: string,
    { accept, ...options }: AdminRequest & { accept?: string } = {},
  ): Promise<{ blob: Blob; fileName: string }> {
    const response = await adminRequest(method, path, options, accept);
    const bytes = await response.arrayBuffer();
    const type = accept ?? response.headers.get('Content-Type') ?? '';
    return { blob: new Blob([bytes], { type }), fileName: fileNameOf(response, 'download') };
  },

  async list<T extends z.ZodType>(
    path: string,
    item: T,
    options: AdminRequest = {},
  ): Promise<{ data: z.infer<T>[]; meta: ListMeta }> {
    return parse(
      z.object({ data: z.array(item), meta: listMetaSchema }),
      await send('GET', path, options),
    ) as { data: z.infer<T>[]; meta: ListMeta };
  },
};

/** `errors` of a 400 as `{ field: message }`, for setting a form's field errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const parsed = z.record(z.string(), z.string()).safeParse(error.errors);
  return parsed.success ? parsed.data : {};
}
