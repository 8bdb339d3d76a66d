import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

export interface GetCategoriesInput {
  limit: number;
  page?: number;
}

/**
 * GET /api/v1/categories/map — in the order staff set in the console (sort order among
 * siblings), which replaces the spec's "newest first" (docs/decisions/016).
 */
export function getCategories({ limit, page = 1 }: GetCategoriesInput, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/categories/map', {
    params: {
      projectId: getServiceConfig('catalogue').projectId || undefined,
      sort_by: 'sort_order',
      sort_order: 'asc',
      page,
      limit,
      load_image: 1,
    },
    signal,
  });
}

export const getCategoriesQueryOptions = (input: GetCategoriesInput) =>
  queryOptions({
    queryKey: ['categories', 'map', input],
    // The header reads categories on the first load.
    queryFn: ({ signal }) =>
      parseWithLazySchema(
        getCategories(input, signal),
        import('./catalog-schemas').then((module) => module.categoriesSchema),
      ),
  });

export function useCategories(input: GetCategoriesInput) {
  return useQuery(getCategoriesQueryOptions(input));
}
