import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { parseBlogTag } from '../types';

/** GET /api/v1/public/blog-tags — the tags of published articles with their counts. */
export function getBlogTags(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/blog-tags', { signal });
}

export const getBlogTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs', 'tags'],
    queryFn: async ({ signal }) => unwrapList(await getBlogTags(signal), parseBlogTag),
    staleTime: 5 * 60_000,
  });

export function useBlogTags() {
  return useQuery(getBlogTagsQueryOptions());
}
