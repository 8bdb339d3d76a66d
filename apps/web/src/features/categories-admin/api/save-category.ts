import { adminCategorySchema, type CategoryInput } from '@shop/shared/admin/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminCategoriesQueryOptions } from './get-admin-categories';

export interface SaveCategory {
  /** Absent: a new category. */
  id?: string;
  input: CategoryInput;
}

/** POST /api/v1/admin/categories or PUT /api/v1/admin/categories/:id. */
export function saveCategory({ id, input }: SaveCategory) {
  return id
    ? adminApi.data(
        'PUT',
        `/api/v1/admin/categories/${encodeURIComponent(id)}`,
        adminCategorySchema,
        { body: input },
      )
    : adminApi.data('POST', '/api/v1/admin/categories', adminCategorySchema, { body: input });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryOptions().queryKey }),
  });
}
