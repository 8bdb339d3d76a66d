import { adminProductSummarySchema } from '@shop/shared/admin/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

const productOptionSchema = adminProductSummarySchema.pick({ _id: true, name: true, sku: true });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** GET /api/v1/admin/products?search=: the first 20 products by name or SKU. */
export const productOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'products', 'discount-options', search] as const,
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/products', productOptionSchema, {
        params: { search: search || undefined, limit: 20, sort: 'name', order: 'asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useProductOptions(search: string) {
  return useQuery(productOptionsQueryOptions(search));
}
