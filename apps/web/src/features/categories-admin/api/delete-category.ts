import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminCategoriesQueryOptions } from './get-admin-categories';

/** DELETE /api/v1/admin/categories/:id — refused (409) while products or subcategories use it. */
export function deleteCategory(id: string) {
  return adminApi.send('DELETE', `/api/v1/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryOptions().queryKey }),
  });
}
