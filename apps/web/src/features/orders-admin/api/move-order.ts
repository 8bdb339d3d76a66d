import { adminOrderSchema, type OrderStatusBody } from '@shop/shared/admin/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { ordersQueryKey } from './get-orders';

/** One staff move of an order; the answer is the order's page afterwards. */
export function moveOrder({ orderId, body }: { orderId: string; body: OrderStatusBody }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/orders/${encodeURIComponent(orderId)}/status`,
    adminOrderSchema,
    { body },
  );
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
