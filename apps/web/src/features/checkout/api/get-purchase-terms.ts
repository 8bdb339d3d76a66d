import { purchaseTermsSchema } from '@shop/shared/instalments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/**
 * GET /api/v1/public/purchase-terms — the 0% instalment terms, the payment methods checkout
 * accepts and the return window, for guests too (decision 023).
 */
export const getPurchaseTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'purchase-terms'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('checkout', '/api/v1/public/purchase-terms', { signal }),
        purchaseTermsSchema,
      ),
    staleTime: 5 * 60_000,
  });

export function usePurchaseTerms() {
  return useQuery(getPurchaseTermsQueryOptions());
}
