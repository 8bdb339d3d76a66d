import { blogSummarySchema, type BlogSummary } from '@shop/shared/contracts/content';
import { listMetaSchema, type ListMeta } from '@shop/shared/contracts/list-meta';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parsePageOrThrow } from '../../../lib/parse-response';

const blogsSchema = array(blogSummarySchema);

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
    queryFn: async ({ signal }): Promise<BlogsPage> =>
      parsePageOrThrow(await getBlogs({ page, tag }, signal), blogsSchema, listMetaSchema),
    staleTime: 5 * 60_000,
  });

export function useBlogs(query: BlogsQuery) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...getBlogsQueryOptions(query), placeholderData: keepPreviousData });
}
