import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateOrderStatusSchema } from '@shop/shared/order-after-sales';
import type { z } from 'zod';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getOrderQueryOptions } from './get-order';

/** The body as sent; the server fills the defaults (empty details, no photos). */
export type OrderStatusChange = z.input<typeof updateOrderStatusSchema>;

/** PUT /api/orders/update-status/{id} — the customer's own moves (cancel, receipt, returns). */
export async function updateOrderStatus(orderId: string, change: OrderStatusChange) {
  return unwrap(
    await apiClient.put<unknown>(
      'checkout',
      `/api/orders/update-status/${encodeURIComponent(orderId)}`,
      { body: change },
    ),
  );
}

/**
 * Each change refetches the order (status, audit, allowed actions) and marks every order list
 * stale; a refusal rejects with the server's message, which the screen shows in place.
 */
export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  // ['orders'] covers this order's detail and every list.
  const [ordersKey] = getOrderQueryOptions(orderId).queryKey;
  return useMutation({
    mutationFn: (change: OrderStatusChange) => updateOrderStatus(orderId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ordersKey] }),
  });
}
