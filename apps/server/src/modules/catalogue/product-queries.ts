import { z } from 'zod';
import { queryFlag } from '@shop/shared';

// Forms and links send empty parameters (`?min_price=`); they mean "not given".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number.` })
      .int(`${name} must be a whole number.`)
      .min(min, `${name} must be ${min} or more.`)
      .max(max, `${name} must be ${max} or less.`)
      .default(fallback),
  );

const pesos = (name: string) =>
  optional(
    z.coerce
      .number({ error: `${name} must be an amount in pesos.` })
      .min(0, `${name} must be 0 or more.`)
      .max(100_000_000, `${name} must be 100000000 or less.`),
  );

const branchId = optional(z.uuid('branch_id must be a valid branch id.'));
const projectId = optional(z.string().trim().min(1).max(100));

/** `category=sofas&category=beds` (or `category=sofas,beds`) → ['sofas', 'beds']. */
const categoryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)).max(20, 'category can be given at most 20 times.'));

/** `material=oak&material=rattan` → ['oak', 'rattan']; values may hold commas, so no split. */
const valueList = (name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value]).map((entry) => entry.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(z.string())
        .max(20, `${name} can be given at most 20 times.`)
        // On the list, not each entry, so the error names the parameter and not `material.0`.
        .refine((values) => values.every((entry) => entry.length <= 100), {
          message: `${name} must be 100 characters or fewer.`,
        }),
    );

const centimetres = (name: string) =>
  optional(
    z.coerce
      .number({ error: `${name} must be a number of centimetres.` })
      .min(0, `${name} must be 0 or more.`)
      .max(10_000, `${name} must be 10000 or less.`),
  );

export const SORT_BY = ['created_at', 'price', 'name', 'relevance'] as const;

/** What narrows a listing, shared by the listing and its facet counts. */
const filterShape = {
  tenant_id: optional(z.string().trim().max(100)),
  project_id: projectId,
  branch_id: branchId,
  search: optional(z.string().max(200, 'search must be 200 characters or fewer.')),
  keys: optional(z.string().max(200, 'keys must be 200 characters or fewer.')),
  category: optional(categoryList),
  material: optional(valueList('material')),
  color: optional(valueList('color')),
  min_price: pesos('min_price'),
  max_price: pesos('max_price'),
  min_width: centimetres('min_width'),
  max_width: centimetres('max_width'),
  in_stock: optional(queryFlag),
};

type Bound = 'min_price' | 'max_price' | 'min_width' | 'max_width';
/** A range's low end must not pass its high end; the message names both parameters. */
const ordered = (low: Bound, high: Bound) =>
  [
    (query: Partial<Record<Bound, number>>) =>
      query[low] === undefined || query[high] === undefined || query[low] <= query[high],
    { path: [low], message: `${low} must not be more than ${high}.` },
  ] as [(query: Partial<Record<Bound, number>>) => boolean, { path: string[]; message: string }];

export const productFilterQuerySchema = z
  .object(filterShape)
  .refine(...ordered('min_price', 'max_price'))
  .refine(...ordered('min_width', 'max_width'));

export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

export const productListQuerySchema = z
  .object({
    page: whole('page', 1, 100_000, 1),
    limit: whole('limit', 1, 100, 20),
    sort_by: optional(z.enum(SORT_BY, { error: `sort_by must be one of ${SORT_BY.join(', ')}.` })),
    sort_order: z.preprocess(
      blankToUndefined,
      z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc.' }).default('desc'),
    ),
    ...filterShape,
  })
  .refine(...ordered('min_price', 'max_price'))
  .refine(...ordered('min_width', 'max_width'));

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Reads that show stock or prices for a branch. */
export const branchQuerySchema = z.object({ branch_id: branchId, project_id: projectId });

export const limitedBranchQuerySchema = branchQuerySchema.extend({
  limit: whole('limit', 1, 100, 8),
});

export const productIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'The product id is required.')
    .max(200, 'The product id is not valid.'),
});
