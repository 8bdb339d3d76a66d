import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

export interface GetCategoriesInput {
  limit: number;
  page?: number;
}

/** GET /api/v1/categories/map — newest first (spec sections 2 and 7). */
export function getCategories({ limit, page = 1 }: GetCategoriesInput, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/categories/map', {
    params: {
      projectId: getServiceConfig('catalogue').projectId || undefined,
      sort_by: 'created_at',
      sort_order: 'desc',
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
    queryFn: async ({ signal }) => {
      // The schema loads beside the request: the header reads categories on the first load.
      const [result, { categoriesSchema }] = await Promise.all([
        getCategories(input, signal),
        import('./catalog-schemas'),
      ]);
      return unwrap(parseResult(result, categoriesSchema));
    },
  });

export function useCategories(input: GetCategoriesInput) {
  return useQuery(getCategoriesQueryOptions(input));
}
