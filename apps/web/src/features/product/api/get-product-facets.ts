import { productFacetsSchema } from '@shop/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { filterParams, type GetProductsInput } from './get-products';

/** The listing's filters; paging and sorting do not change the counts. */
export type GetProductFacetsInput = Omit<
  GetProductsInput,
  'page' | 'limit' | 'sortBy' | 'sortOrder'
>;

/**
 * GET /api/v1/public/products/facets — how many products each filter option would show, given
 * the other filters in force (issue #11, item 14).
 */
export function getProductFacets(input: GetProductFacetsInput, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/products/facets', {
    params: filterParams(input),
    signal,
  });
}

export const getProductFacetsQueryOptions = (input: GetProductFacetsInput) =>
  queryOptions({
    queryKey: ['products', 'facets', input],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getProductFacets(input, signal), productFacetsSchema),
  });

/** Keeps the previous counts on screen while the next ones load, so the options do not jump. */
export function useProductFacets(input: GetProductFacetsInput, { enabled = true } = {}) {
  return useQuery({
    ...getProductFacetsQueryOptions(input),
    placeholderData: keepPreviousData,
    enabled,
  });
}
