import type { z } from 'zod';
import { GENERIC_ERROR_MESSAGE, type ApiResult } from '../../../lib/api-client';

/**
 * Checks a success body against the shared schema of its endpoint: a contract change shows up
 * as a failure the screen handles, not as a crash further down.
 */
export function parseResult<T>(result: ApiResult<unknown>, schema: z.ZodType<T>): ApiResult<T> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return { ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE };
  return { ...result, data: parsed.data };
}
