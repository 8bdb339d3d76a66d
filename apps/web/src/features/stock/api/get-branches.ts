import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, ApiError, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

const branchesSchema = z.array(z.object({ _id: z.string(), name: z.string() }));
export type StockBranch = z.infer<typeof branchesSchema>[number];

/** The shop's branches, for the stock filters and the adjust and transfer dialogs. */
export function getStockBranchesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stock-branches'],
    queryFn: async ({ signal }) => {
      const data = unwrap(
        await apiClient.get<unknown>('catalogue', '/api/v1/public/branches/dropdown', { signal }),
      );
      const parsed = branchesSchema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({ ok: false, status: 200, message: GENERIC_ERROR_MESSAGE });
      }
      return parsed.data;
    },
    staleTime: 5 * 60_000,
  });
}

export function useStockBranches() {
  return useQuery(getStockBranchesQueryOptions());
}

/** The branches as filter options; `loaded` once the list has come, so a URL branch can show. */
export function useBranchOptions() {
  const branches = useStockBranches();
  const options = (branches.data ?? []).map((branch) => ({
    value: branch._id,
    label: branch.name,
  }));
  return { loaded: Boolean(branches.data), options };
}
