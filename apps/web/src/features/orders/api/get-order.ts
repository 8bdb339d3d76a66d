import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail } from '@shop/shared/order-detail';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

/** GET /api/v1/my-orders/{id} — one of the caller's orders with its audit, returns and policies. */
export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    // Statuses move on the server (the shop ships, approves returns): refetch on every visit.
    staleTime: 0,
    queryKey: ['orders', 'detail', orderId],
    queryFn: async ({ signal }): Promise<OrderDetail> => {
      const result = await apiClient.get<unknown>(
        'checkout',
        `/api/v1/my-orders/${encodeURIComponent(orderId)}`,
        { signal },
      );
      const parsed = orderDetailSchema.safeParse(unwrap(result));
      if (!parsed.success) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return parsed.data;
    },
  });

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
