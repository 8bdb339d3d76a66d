import { bulkOrderResultSchema, type BulkOrderStatusBody } from '@shop/shared/admin/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { ordersQueryKey } from './get-orders';

/** Moves the selected orders, each on its own; the answer says which moved. */
export function bulkMoveOrders(body: BulkOrderStatusBody) {
  return adminApi.data('POST', '/api/v1/admin/orders/bulk/status', bulkOrderResultSchema, {
    body,
  });
}

export function useBulkMoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMoveOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
