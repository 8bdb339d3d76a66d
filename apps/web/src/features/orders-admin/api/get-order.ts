import { adminOrderSchema } from '@shop/shared/admin/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { ordersQueryKey } from './get-orders';

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'order', orderId],
    queryFn: ({ signal }) =>
      adminApi.data(
        'GET',
        `/api/v1/admin/orders/${encodeURIComponent(orderId)}`,
        adminOrderSchema,
        {
          signal,
        },
      ),
  });
}

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
