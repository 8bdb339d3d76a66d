import { adminReturnRowSchema, type AdminReturnsQuery } from '@shop/shared/admin/returns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every returns and refunds read starts with this key: a step refreshes them all. */
export const returnsAdminQueryKey = ['admin', 'returns'] as const;

export function getReturnsQueryOptions(query: AdminReturnsQuery) {
  return queryOptions({
    queryKey: [...returnsAdminQueryKey, 'queue', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/returns', adminReturnRowSchema, { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReturns(query: AdminReturnsQuery) {
  return useQuery(getReturnsQueryOptions(query));
}
