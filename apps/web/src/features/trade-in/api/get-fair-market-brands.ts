import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, string } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/products/fair-market/brands — the brands the shop accepts, its own first. */
export const getFairMarketBrandsQueryOptions = () =>
  queryOptions({
    queryKey: ['fair-market', 'brands'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('catalogue', '/api/products/fair-market/brands', { signal }),
        array(string()),
      ),
    staleTime: 60 * 60_000,
  });

export const useFairMarketBrands = () => useQuery(getFairMarketBrandsQueryOptions());
