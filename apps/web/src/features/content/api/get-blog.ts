import { blogDetailDataSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/v1/public/blogs/{id} — one article by id or slug, with related articles. */
export function getBlog(idOrSlug: string, signal?: AbortSignal) {
  return apiClient.get<unknown>(
    'catalogue',
    `/api/v1/public/blogs/${encodeURIComponent(idOrSlug)}`,
    { signal },
  );
}

export const getBlogQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', idOrSlug],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getBlog(idOrSlug, signal), blogDetailDataSchema),
    staleTime: 5 * 60_000,
  });

export function useBlog(idOrSlug: string) {
  return useQuery(getBlogQueryOptions(idOrSlug));
}
