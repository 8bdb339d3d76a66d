import { BRANCH_PAGE_SIZE, BRANCH_STATUS } from '@shop/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

/** GET /api/v1/public/branches/dropdown — every active branch (spec section 9). */
export function getBranches(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/branches/dropdown', {
    params: {
      project_id: getServiceConfig('catalogue').projectId || undefined,
      perPage: BRANCH_PAGE_SIZE,
      status: BRANCH_STATUS,
    },
    signal,
  });
}

export const getBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches', 'dropdown'],
    // The header reads branches on the first load.
    queryFn: ({ signal }) =>
      parseWithLazySchema(
        getBranches(signal),
        import('./catalog-schemas').then((module) => module.branchesSchema),
      ),
    staleTime: 5 * 60_000,
  });

export function useBranches() {
  return useQuery(getBranchesQueryOptions());
}
