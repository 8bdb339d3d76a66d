import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, ApiError, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

const pickupBranchSchema = z.object({ _id: z.string(), name: z.string() });

/** The shop's branches, where pickup orders are collected (the list's branch filter). */
export function getPickupBranchesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'orders', 'pickup-branches'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<unknown>('catalogue', '/api/v1/public/branches/dropdown', {
        signal,
      });
      const parsed = z.array(pickupBranchSchema).safeParse(unwrap(answer));
      if (parsed.success) return parsed.data.map(({ _id, name }) => ({ value: _id, label: name }));
      throw new ApiError({ ok: false, status: 200, message: GENERIC_ERROR_MESSAGE });
    },
  });
}

export function usePickupBranches() {
  return useQuery(getPickupBranchesQueryOptions());
}
