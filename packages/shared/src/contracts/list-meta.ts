// Written with zod/mini, like every response contract the web parses: a page that parses a
// response pays for the few validators it uses, not for all of zod (docs/decisions/011).
import * as z from 'zod/mini';

/** `meta` of a paged list (DESIGN.md section 4). */
export const listMetaSchema = z.object({ page: z.int(), limit: z.int(), total: z.int() });
export type ListMeta = z.infer<typeof listMetaSchema>;
