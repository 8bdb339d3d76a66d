import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { blogPostsQueryKey } from './get-blog-posts';

export function deleteBlogPost(id: string) {
  return adminApi.send('DELETE', `/api/v1/admin/blog/${id}`);
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
