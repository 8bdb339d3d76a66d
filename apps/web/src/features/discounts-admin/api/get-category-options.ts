import { adminCategorySchema } from '@shop/shared/admin/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

const categoryOptionSchema = adminCategorySchema.pick({ _id: true, name: true, depth: true });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

/** GET /api/v1/admin/categories: the tree, depth-first, for the "limit to categories" choice. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories', 'discount-options'] as const,
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/categories', z.array(categoryOptionSchema), { signal }),
  });

export function useCategoryOptions() {
  return useQuery(categoryOptionsQueryOptions());
}
