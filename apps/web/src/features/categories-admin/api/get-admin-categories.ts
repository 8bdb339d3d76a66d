import { adminCategorySchema } from '@shop/shared/admin/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

/** GET /api/v1/admin/categories — depth-first, each parent before its children, in order. */
export function getAdminCategories(signal?: AbortSignal) {
  return adminApi.data('GET', '/api/v1/admin/categories', z.array(adminCategorySchema), { signal });
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories'] as const,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
