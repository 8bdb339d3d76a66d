// The API envelope (DESIGN.md section 4) and the runtime config files (spec section 7).
import { z } from 'zod';
import { listMetaSchema, type ListMeta } from './contracts/list-meta';

export { listMetaSchema, type ListMeta } from './contracts/list-meta';

/**
 * `page` (from 1) and `limit` of a list's query string, whose values arrive as text; each message
 * names its parameter. Spread into the list's query schema.
 */
export const pagingQuery = ({ limit, maxLimit = 100 }: { limit: number; maxLimit?: number }) => ({
  page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more.')
    .max(maxLimit, `limit must be ${maxLimit} or less.`)
    .default(limit),
});

/** Success: `{ data }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Lists: `{ data: [...], meta: { page, limit, total } }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export interface DataEnvelope<T> {
  data: T;
}

export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Errors: `{ message, errors? }`, errors being `{ field: message }` or a list of such objects. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.union([fieldErrorsSchema, z.array(fieldErrorsSchema)]).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Validation issues -> `{ field: message }`, keeping the first message per field (the order the
 * rules run in), with nested paths dotted ('items.0.quantity'). Object-level issues use ''.
 */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  // fromEntries defines own properties, so a field named '__proto__' stays a plain key.
  return Object.fromEntries(errors);
}

export const RUNTIME_CONFIG_PATHS = {
  auth: '/config/auth.json',
  checkout: '/config/checkout.json',
  catalogue: '/config/catalogue.json',
} as const;
export type ServiceName = keyof typeof RUNTIME_CONFIG_PATHS;

/** Each of the files above: where the service lives and which project (shop) to ask for. */
export const runtimeConfigSchema = z.object({
  baseUrl: z.string(),
  projectId: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
