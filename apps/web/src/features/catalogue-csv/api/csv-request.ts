import { z } from 'zod';
import { useAdminSession } from '../../../lib/admin-session';
import { ApiError, buildUrl, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

const errorBodySchema = z.object({ message: z.string().min(1) });

/**
 * A console request whose body or answer is a file (the JSON helper `adminApi` sends JSON only):
 * the console's bearer token, `{ message }` failures as `ApiError`, a 401 ends the session.
 */
export async function csvRequest(
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
