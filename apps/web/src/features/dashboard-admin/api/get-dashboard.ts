import { dashboardSchema, type DashboardRange } from '@shop/shared/admin/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export function getDashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, range],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/dashboard', dashboardSchema, {
        params: { range },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(range: DashboardRange) {
  return useQuery(getDashboardQueryOptions(range));
}
