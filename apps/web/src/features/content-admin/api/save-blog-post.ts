import { adminBlogPostSchema, type BlogPostInput } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { blogPostsQueryKey } from './get-blog-posts';

/** Writes a new article (no id) or saves an existing one. */
export function saveBlogPost({ id, input }: { id?: string; input: BlogPostInput }) {
  return id
    ? adminApi.data('PUT', `/api/v1/admin/blog/${id}`, adminBlogPostSchema, { body: input })
    : adminApi.data('POST', '/api/v1/admin/blog', adminBlogPostSchema, { body: input });
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
