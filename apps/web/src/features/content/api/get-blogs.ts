import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta } from '@shop/shared/api';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { parseBlogSummary, type BlogSummary } from '../types';

export const BLOGS_PAGE_SIZE = 9;

export interface BlogsQuery {
  page?: number;
  tag?: string;
}

export interface BlogsPage {
  items: BlogSummary[];
  meta: ListMeta;
}

/** GET /api/v1/public/blogs — published articles, newest first. */
export function getBlogs({ page = 1, tag }: BlogsQuery, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/blogs', {
    params: { page, limit: BLOGS_PAGE_SIZE, tag: tag || undefined },
    signal,
  });
}

export const getBlogsQueryOptions = ({ page = 1, tag }: BlogsQuery = {}) =>
  queryOptions({
    queryKey: ['blogs', 'list', { page, tag: tag ?? null }],
    queryFn: async ({ signal }): Promise<BlogsPage> => {
      const result = await getBlogs({ page, tag }, signal);
      const items = unwrapList(result, parseBlogSummary);
      const meta = result.ok ? result.meta : undefined;
      return { items, meta: meta ?? { page, limit: BLOGS_PAGE_SIZE, total: items.length } };
    },
    staleTime: 5 * 60_000,
  });

export function useBlogs(query: BlogsQuery) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...getBlogsQueryOptions(query), placeholderData: keepPreviousData });
}
