import { adminBlogPostSchema, type blogListQuerySchema } from '@shop/shared/admin/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export const blogPostsQueryKey = ['admin', 'blog'] as const;

export function getBlogPostsQueryOptions(query: BlogListQuery) {
  return queryOptions({
    queryKey: [...blogPostsQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/blog', adminBlogPostSchema, { params: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogPosts(query: BlogListQuery) {
  return useQuery(getBlogPostsQueryOptions(query));
}
