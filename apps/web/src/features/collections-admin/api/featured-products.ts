import { orderedProductSchema } from '@shop/shared/admin/collections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

const items = z.array(orderedProductSchema);
const PATH = '/api/v1/admin/featured-products';

/** GET /api/v1/admin/featured-products — the home page's featured products, in order. */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'featured-products'] as const,
    queryFn: ({ signal }) => adminApi.data('GET', PATH, items, { signal }),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}

export type FeaturedChange =
  | { kind: 'add'; productId: string }
  | { kind: 'remove'; productId: string }
  | { kind: 'order'; ids: string[] };

export function changeFeaturedProducts(change: FeaturedChange) {
  if (change.kind === 'add') {
    return adminApi.data('POST', PATH, items, { body: { productId: change.productId } });
  }
  if (change.kind === 'remove') {
    return adminApi.data('DELETE', `${PATH}/${encodeURIComponent(change.productId)}`, items);
  }
  return adminApi.data('PUT', `${PATH}/order`, items, { body: { ids: change.ids } });
}

export function useChangeFeaturedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFeaturedProducts,
    onSuccess: (list) => queryClient.setQueryData(featuredProductsQueryOptions().queryKey, list),
  });
}
