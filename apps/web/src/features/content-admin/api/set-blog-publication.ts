import { adminBlogPostSchema, type BlogPublication } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { blogPostsQueryKey } from './get-blog-posts';

export function setBlogPublication({ id, change }: { id: string; change: BlogPublication }) {
  return adminApi.data('PUT', `/api/v1/admin/blog/${id}/publication`, adminBlogPostSchema, {
    body: change,
  });
}

export function useSetBlogPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlogPublication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
