import { paymentMethodSchema, type PaymentMethod } from '@shop/shared/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';

const parseMethod = (item: unknown): PaymentMethod | null =>
  paymentMethodSchema.safeParse(item).data ?? null;

/** GET /api/v1/payment-methods — cash on delivery (with its maximum) and the online channels. */
export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-methods'],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('checkout', '/api/v1/payment-methods', { signal }),
        parseMethod,
      ),
    staleTime: 5 * 60_000,
  });

export function usePaymentMethods() {
  return useQuery(getPaymentMethodsQueryOptions());
}
