import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, number, object, string } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

const bodyTypesSchema = array(object({ id: string(), label: string(), baseValue: number() }));

/** GET /api/products/fair-market/body-types — furniture types with their typical new value. */
export const getFairMarketBodyTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['fair-market', 'body-types'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('catalogue', '/api/products/fair-market/body-types', {
          signal,
        }),
        bodyTypesSchema,
      ),
    staleTime: 60 * 60_000,
  });

export const useFairMarketBodyTypes = () => useQuery(getFairMarketBodyTypesQueryOptions());
