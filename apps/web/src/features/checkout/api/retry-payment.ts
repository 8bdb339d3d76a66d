import { checkoutResultSchema, type CheckoutResult } from '@shop/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult, parseResult } from '../../../lib/api-client';

export interface RetryPaymentVariables {
  orderId: string;
  paynamicsChannel: string | null;
}

/** POST /api/v1/my-orders/{id}/pay — another online payment attempt after a failed one. */
export async function retryPayment({
  orderId,
  paynamicsChannel,
}: RetryPaymentVariables): Promise<ApiResult<CheckoutResult>> {
  return parseResult(
    await apiClient.post<unknown>(
      'checkout',
      `/api/v1/my-orders/${encodeURIComponent(orderId)}/pay`,
      {
        body: { paynamicsChannel },
      },
    ),
    checkoutResultSchema,
  );
}

export function useRetryPayment() {
  return useMutation({ mutationFn: retryPayment });
}
