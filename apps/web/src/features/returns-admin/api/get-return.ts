import { adminReturnDetailSchema } from '@shop/shared/admin/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

export function getReturnQueryOptions(returnId: string) {
  return queryOptions({
    queryKey: [...returnsAdminQueryKey, 'detail', returnId],
    queryFn: ({ signal }) =>
      adminApi.data(
        'GET',
        `/api/v1/admin/returns/${encodeURIComponent(returnId)}`,
        adminReturnDetailSchema,
        { signal },
      ),
  });
}

export function useReturn(returnId: string) {
  return useQuery(getReturnQueryOptions(returnId));
}
