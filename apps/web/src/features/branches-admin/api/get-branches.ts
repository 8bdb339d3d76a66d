import { adminBranchSchema } from '@shop/shared/admin/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

export const getBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'branches'],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/branches', z.array(adminBranchSchema), { signal }),
  });

export function useBranches() {
  return useQuery(getBranchesQueryOptions());
}
