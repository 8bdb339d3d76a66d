import { orderRowSchema, type OrderListQuery } from '@shop/shared/admin/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every orders read starts with this key: a move refreshes the list and the order's page. */
export const ordersQueryKey = ['admin', 'orders'] as const;

export function getOrdersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/orders', orderRowSchema, { params: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderListQuery) {
  return useQuery(getOrdersQueryOptions(query));
}
