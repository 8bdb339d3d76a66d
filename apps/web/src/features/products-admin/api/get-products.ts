import { adminProductSummarySchema, type AdminProductsQuery } from '@shop/shared/admin/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every product query of the console starts with this key: a write invalidates them all. */
export const adminProductsQueryKey = ['admin', 'products'] as const;

export function getProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: [...adminProductsQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/products', adminProductSummarySchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: AdminProductsQuery) {
  return useQuery(getProductsQueryOptions(query));
}
