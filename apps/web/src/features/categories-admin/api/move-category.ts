import { adminCategorySchema } from '@shop/shared/admin/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { adminCategoriesQueryOptions } from './get-admin-categories';

export interface MoveCategory {
  id: string;
  direction: 'up' | 'down';
}

/** POST /api/v1/admin/categories/:id/move — one place among its siblings; answers the tree. */
export function moveCategory({ id, direction }: MoveCategory) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/categories/${encodeURIComponent(id)}/move`,
    z.array(adminCategorySchema),
    { body: { direction } },
  );
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  const { queryKey } = adminCategoriesQueryOptions();
  return useMutation({
    mutationFn: moveCategory,
    onSuccess: (tree) => queryClient.setQueryData(queryKey, tree),
  });
}
