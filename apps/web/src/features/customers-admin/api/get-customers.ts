import { customerRowSchema, type CustomerListQuery } from '@shop/shared/admin/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const customersQueryKey = ['admin', 'customers'] as const;

export function getCustomersQueryOptions(query: CustomerListQuery) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/customers', customerRowSchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(query: CustomerListQuery) {
  return useQuery(getCustomersQueryOptions(query));
}
