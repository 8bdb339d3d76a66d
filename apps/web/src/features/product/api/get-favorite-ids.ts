import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { isRecord } from '../../../lib/storage';

/** GET /api/v1/my-info/favorites — only the ids: the heart needs to know what is saved. */
export function getFavorites(signal?: AbortSignal) {
  return apiClient.get<unknown>('auth', '/api/v1/my-info/favorites', { signal });
}

export const getFavoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites', 'ids'],
    queryFn: async ({ signal }) =>
      unwrapList(await getFavorites(signal), (item) =>
        isRecord(item) && typeof item._id === 'string' ? item._id : null,
      ),
  });

export function useFavoriteIds({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFavoriteIdsQueryOptions(), enabled });
}
