import { adminProductSchema } from '@shop/shared/admin/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminProductsQueryKey } from './get-products';

export function productPath(id: string) {
  return `/api/v1/admin/products/${encodeURIComponent(id)}`;
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminProductsQueryKey, 'detail', id],
    queryFn: ({ signal }) => adminApi.data('GET', productPath(id), adminProductSchema, { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
