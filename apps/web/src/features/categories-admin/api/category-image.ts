import { adminCategorySchema } from '@shop/shared/admin/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminCategoriesQueryOptions } from './get-admin-categories';

export type CategoryImageChange =
  | { kind: 'upload'; id: string; file: File; alt: string }
  | { kind: 'alt'; id: string; alt: string }
  | { kind: 'remove'; id: string };

/** POST, PUT or DELETE /api/v1/admin/categories/:id/image: a new picture, its alt text, none. */
export function changeCategoryImage(change: CategoryImageChange) {
  const path = `/api/v1/admin/categories/${encodeURIComponent(change.id)}/image`;
  if (change.kind === 'upload') {
    const form = new FormData();
    form.append('alt', change.alt);
    form.append('file', change.file);
    return adminApi.data('POST', path, adminCategorySchema, { body: form });
  }
  if (change.kind === 'alt') {
    return adminApi.data('PUT', path, adminCategorySchema, { body: { alt: change.alt } });
  }
  return adminApi.data('DELETE', path, adminCategorySchema);
}

export function useChangeCategoryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategoryImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryOptions().queryKey }),
  });
}
