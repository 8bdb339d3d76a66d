import { orderRefundsSchema, type RecordRefund } from '@shop/shared/admin/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

/** A refund paid out to the customer; answers the order's refunds afterwards. */
export function recordRefund({ orderId, ...body }: RecordRefund & { orderId: string }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/orders/${encodeURIComponent(orderId)}/refunds`,
    orderRefundsSchema,
    { body },
  );
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminQueryKey }),
  });
}
