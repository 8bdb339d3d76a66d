import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, number } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/products/fair-market/years — the years a piece may have been bought, newest first. */
export const getFairMarketYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['fair-market', 'years'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('catalogue', '/api/products/fair-market/years', { signal }),
        array(number()),
      ),
    staleTime: 60 * 60_000,
  });

export const useFairMarketYears = () => useQuery(getFairMarketYearsQueryOptions());
