import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPolicyRefundBody } from '@shop/shared/order-after-sales';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getOrderQueryOptions } from './get-order';

/** POST /api/orders/request-policy-refund — within the policy's cooling-off window only. */
export async function requestPolicyRefund(body: RequestPolicyRefundBody) {
  return unwrap(
    await apiClient.post<unknown>('checkout', '/api/orders/request-policy-refund', { body }),
  );
}

/** A refund request may move the order to a `*_with_refund` status: the order refetches. */
export function useRequestPolicyRefund(orderId: string) {
  const queryClient = useQueryClient();
  const [ordersKey] = getOrderQueryOptions(orderId).queryKey;
  return useMutation({
    mutationFn: requestPolicyRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ordersKey] }),
  });
}
