import type { z } from 'zod';
import { ApiError, GENERIC_ERROR_MESSAGE, type ApiResult } from '../../../lib/api-client';

/**
 * Checks a successful answer against the shape the screen relies on: a body that does not
 * match fails like any other error instead of crashing the screen later.
 */
export function parseResult<S extends z.ZodType>(
  result: ApiResult<unknown>,
  schema: S,
): ApiResult<z.output<S>> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return { ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE };
  return { ...result, data: parsed.data };
}

/** For query functions, which fail by throwing. */
export function parseOrThrow<S extends z.ZodType>(result: ApiResult<unknown>, schema: S) {
  const parsed = parseResult(result, schema);
  if (!parsed.ok) throw new ApiError(parsed);
  return parsed.data;
}
