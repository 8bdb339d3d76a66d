import { orderRefundsSchema, type RefundPaidInput } from '@shop/shared/admin/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

/** A pending refund paid out; answers the order's refunds afterwards. */
export function markRefundPaid({ refundId, ...body }: RefundPaidInput & { refundId: string }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/refunds/${encodeURIComponent(refundId)}/paid`,
    orderRefundsSchema,
    { body },
  );
}

export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminQueryKey }),
  });
}
