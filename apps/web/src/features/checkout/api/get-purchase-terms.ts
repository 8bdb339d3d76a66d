import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';

/**
 * GET /api/v1/public/purchase-terms — the 0% instalment terms, the payment methods checkout
 * accepts and the return window, for guests too (decision 023).
 */
export const getPurchaseTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'purchase-terms'],
    queryFn: ({ signal }) =>
      parseWithLazySchema(
        apiClient.get<unknown>('checkout', '/api/v1/public/purchase-terms', { signal }),
        import('@shop/shared/purchase-terms').then((module) => module.purchaseTermsSchema),
      ),
    staleTime: 5 * 60_000,
  });

export function usePurchaseTerms() {
  return useQuery(getPurchaseTermsQueryOptions());
}
