import { customerDetailSchema } from '@shop/shared/admin/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { customersQueryKey } from './get-customers';

export function getCustomerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'detail', customerId],
    queryFn: ({ signal }) =>
      adminApi.data(
        'GET',
        `/api/v1/admin/customers/${encodeURIComponent(customerId)}`,
        customerDetailSchema,
        { signal },
      ),
  });
}

export function useCustomer(customerId: string) {
  return useQuery(getCustomerQueryOptions(customerId));
}
