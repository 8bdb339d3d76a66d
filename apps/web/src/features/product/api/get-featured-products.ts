import { productListItemSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

const productsSchema = array(productListItemSchema);

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
      parseOrThrow(await getFeaturedProducts(input, signal), productsSchema),
  });

export function useFeaturedProducts(input: GetFeaturedProductsInput, { enabled = true } = {}) {
  return useQuery({ ...getFeaturedProductsQueryOptions(input), enabled });
}
