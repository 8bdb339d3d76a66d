import { favoriteProductSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { FAVORITES_QUERY_KEY } from '../../../lib/query-keys';

const favoritesSchema = array(favoriteProductSchema);

/** GET /api/v1/my-info/favorites — only the ids: the heart needs to know what is saved. */
export function getFavorites(signal?: AbortSignal) {
  return apiClient.get<unknown>('auth', '/api/v1/my-info/favorites', { signal });
}

export const getFavoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...FAVORITES_QUERY_KEY, 'ids'],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getFavorites(signal), favoritesSchema).map(({ _id }) => _id),
  });

export function useFavoriteIds({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFavoriteIdsQueryOptions(), enabled });
}
