import { adminBlogPostSchema } from '@shop/shared/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { blogPostsQueryKey } from './get-blog-posts';

export function getBlogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...blogPostsQueryKey, 'one', id],
    queryFn: ({ signal }) =>
      adminApi.data('GET', `/api/v1/admin/blog/${encodeURIComponent(id)}`, adminBlogPostSchema, {
        signal,
      }),
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({ ...getBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) });
}
