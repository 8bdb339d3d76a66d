import { z } from 'zod';
import { useAdminSession } from './admin-session';
import { ApiError, buildUrl, GENERIC_ERROR_MESSAGE } from './api-client';

const errorBodySchema = z.object({ message: z.string().min(1) });

/**
 * A console request whose body or answer is a file (the JSON helper `adminApi` sends JSON only):
 * the console's bearer token, `{ message }` failures as `ApiError`, a 401 ends the session.
 */
export async function adminFileRequest(
  method: 'GET' | 'POST',
  path: string,
  body?: FormData,
): Promise<Response> {
  const token = useAdminSession.getState().session?.token;
  let response: Response;
  try {
    response = await fetch(buildUrl('auth', path), {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new ApiError({ ok: false, status: 0, message: GENERIC_ERROR_MESSAGE });
  }
  if (!response.ok) {
    if (response.status === 401 && token) useAdminSession.getState().signOut('expired');
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError({
      ok: false,
      status: response.status,
      message: parsed.success ? parsed.data.message : GENERIC_ERROR_MESSAGE,
    });
  }
  return response;
}

const FILE_NAME = /filename="([^"]+)"/;

/** The file name the server gave an answer (`Content-Disposition`), or `fallback`. */
export const fileNameOf = (response: Response, fallback: string): string =>
  FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
