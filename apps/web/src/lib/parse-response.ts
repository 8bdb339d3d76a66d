import type { $ZodType, output } from 'zod/v4/core';
import { parseResult, unwrap, type ApiResult } from './api-client';

// Helpers over `parseResult` for react-query query functions, which signal failure by throwing.
// Apart from api-client.ts because only lazily loaded screens use them: the first-load bundle
// carries `parseResult` alone (docs/decisions/011).

/** The parsed `data`, or the failure thrown as an `ApiError`. */
export function parseOrThrow<S extends $ZodType>(result: ApiResult<unknown>, schema: S): output<S> {
  return unwrap(parseResult(result, schema));
}

/**
 * For paged lists: the items and the `meta` (page, limit, total), each checked by its schema;
 * either not matching fails the query.
 */
export function parsePageOrThrow<S extends $ZodType, M extends $ZodType>(
  result: ApiResult<unknown>,
  itemsSchema: S,
  metaSchema: M,
): { items: output<S>; meta: output<M> } {
  const items = parseOrThrow(result, itemsSchema);
  const meta = parseOrThrow(
    { ok: true, status: result.status, data: result.ok ? result.meta : undefined },
    metaSchema,
  );
  return { items, meta };
}
