import { z } from 'zod';

const nullableInt = z.number().int().nullable();

export const adminProductVariantSchema = z.object({
  _id: z.uuid(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  weightGrams: nullableInt,
  lowStockThreshold: z.number().int(),
  /** Sold at least once: it can be changed but not removed. */
  ordered: z.boolean(),
});

export const adminProductSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  friendlyUrl: z.string(),
  description: z.string(),
  categoryIds: z.array(z.uuid()),
  materials: z.array(z.string()),
  widthCm: nullableInt,
  depthCm: nullableInt,
  heightCm: nullableInt,
  weightGrams: z.number().int(),
  protectionPlan: z
    .object({ name: z.string(), years: z.number().int(), price: z.number() })
    .nullable(),
  isActive: z.boolean(),
  archivedAt: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  variants: z.array(adminProductVariantSchema),
  images: z.array(
    z.object({
      key: z.string(),
      url: z.string(),
      alt: z.string(),
      width: nullableInt,
      height: nullableInt,
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminProductSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  friendlyUrl: z.string(),
  status: z.enum(['active', 'inactive', 'archived']),
  variantCount: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  unitsOnHand: z.number().int(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});

export const adminProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more.')
    .max(100, 'limit must be 100 or less.')
    .default(25),
  sort: z.enum(['name', 'sku', 'createdAt', 'updatedAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100, 'search must be 100 characters or less.').optional(),
  status: z.enum(['active', 'inactive', 'archived']).optional(),
  categoryId: z.uuid('The category id is not valid.').optional(),
});

export const productIdParams = z.object({ id: z.string().max(100) });
