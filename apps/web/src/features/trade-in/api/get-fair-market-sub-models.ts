import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, string } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/products/fair-market/sub-models?brand= — the brand's product lines. */
export const getFairMarketSubModelsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['fair-market', 'sub-models', brand],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('catalogue', '/api/products/fair-market/sub-models', {
          params: { brand },
          signal,
        }),
        array(string()),
      ),
    staleTime: 10 * 60_000,
  });

export const useFairMarketSubModels = (brand: string) =>
  useQuery({ ...getFairMarketSubModelsQueryOptions(brand), enabled: brand !== '' });
