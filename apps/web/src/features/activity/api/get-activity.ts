import { activityEntrySchema, type ActivityQuery } from '@shop/shared/admin/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export function getActivityQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: ['admin', 'activity', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/activity', activityEntrySchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(query: ActivityQuery) {
  return useQuery(getActivityQueryOptions(query));
}
