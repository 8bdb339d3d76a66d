// Query-string parameters of the catalogue and content requests. Only the server parses them
// (the web builds its query strings), so they use full zod: routes chain `.default()` on them.
import { z } from 'zod';

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** Query flags arrive as strings: '1', 'true', '0', 'false'. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** Optional text query parameter; blank counts as absent. */
export const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be ${max} characters or fewer.`)
    .optional()
    .transform((value) => value || undefined);
