import { orderRefundsSchema } from '@shop/shared/admin/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

export function getOrderRefundsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...returnsAdminQueryKey, 'order-refunds', orderId],
    queryFn: ({ signal }) =>
      adminApi.data(
        'GET',
        `/api/v1/admin/orders/${encodeURIComponent(orderId)}/refunds`,
        orderRefundsSchema,
        { signal },
      ),
  });
}

export function useOrderRefunds(orderId: string) {
  return useQuery(getOrderRefundsQueryOptions(orderId));
}
