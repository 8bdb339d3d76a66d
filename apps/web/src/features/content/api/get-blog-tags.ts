import { blogTagSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

const blogTagsSchema = array(blogTagSchema);

/** GET /api/v1/public/blog-tags — the tags of published articles with their counts. */
export function getBlogTags(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/blog-tags', { signal });
}

export const getBlogTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs', 'tags'],
    queryFn: async ({ signal }) => parseOrThrow(await getBlogTags(signal), blogTagsSchema),
    staleTime: 5 * 60_000,
  });

export function useBlogTags() {
  return useQuery(getBlogTagsQueryOptions());
}
