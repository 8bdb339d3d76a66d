import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

/** The fields the product picker shows of GET /api/v1/admin/products. */
const pickableProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  status: z.enum(['active', 'inactive', 'archived']),
  imageUrl: z.string().nullable(),
});
export type PickableProduct = z.infer<typeof pickableProductSchema>;

/** GET /api/v1/admin/products?search= — the first matches by name or SKU. */
export const searchProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'products', 'picker', search] as const,
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/products', pickableProductSchema, {
        params: { search: search || undefined, limit: 20, sort: 'name', order: 'asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useSearchProducts(search: string) {
  return useQuery(searchProductsQueryOptions(search));
}
