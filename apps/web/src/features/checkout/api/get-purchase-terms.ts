import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '../../../lib/api-client';

/**
 * GET /api/v1/public/purchase-terms — the 0% instalment terms, the payment methods checkout
 * accepts and the return window, for guests too (decision 023).
 */
export const getPurchaseTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'purchase-terms'],
    queryFn: async ({ signal }) => {
      // The schema loads beside the request: a server-rendered product page hydrates with the
      // terms already read, and need not build zod's schemas before it answers.
      const [result, { purchaseTermsSchema }] = await Promise.all([
        apiClient.get<unknown>('checkout', '/api/v1/public/purchase-terms', { signal }),
        import('@shop/shared/purchase-terms'),
      ]);
      return unwrap(parseResult(result, purchaseTermsSchema));
    },
    staleTime: 5 * 60_000,
  });

export function usePurchaseTerms() {
  return useQuery(getPurchaseTermsQueryOptions());
}
