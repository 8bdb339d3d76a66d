import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, apiClient, unwrap } from '../../../lib/api-client';
import { parseBlogDetail } from '../types';

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
    queryFn: async ({ signal }) => {
      const result = await getBlog(idOrSlug, signal);
      const blog = parseBlogDetail(unwrap(result));
      if (!blog) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return blog;
    },
    staleTime: 5 * 60_000,
  });

export function useBlog(idOrSlug: string) {
  return useQuery(getBlogQueryOptions(idOrSlug));
}
