import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';
import { parseProductListItem } from '../types';

export interface GetFeaturedProductsInput {
  limit: number;
  branchId?: string | null;
}

/** GET /api/v1/public/featured-products */
export function getFeaturedProducts(
  { limit, branchId }: GetFeaturedProductsInput,
  signal?: AbortSignal,
) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/featured-products', {
    params: {
      limit,
      branch_id: branchId || undefined,
      project_id: getServiceConfig('catalogue').projectId || undefined,
    },
    signal,
  });
}

export const getFeaturedProductsQueryOptions = (input: GetFeaturedProductsInput) =>
  queryOptions({
    queryKey: ['products', 'featured', input],
    queryFn: async ({ signal }) =>
      unwrapList(await getFeaturedProducts(input, signal), parseProductListItem),
  });

export function useFeaturedProducts(input: GetFeaturedProductsInput, { enabled = true } = {}) {
  return useQuery({ ...getFeaturedProductsQueryOptions(input), enabled });
}
