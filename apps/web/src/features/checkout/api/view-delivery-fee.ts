import type { DeliveryFeeBody, DeliveryFeeQuote } from '@shop/shared/delivery-fee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '../../../lib/api-client';

/**
 * POST /api/products/znt-view-price — per courier, the fee, the days and assembly from the
 * default branch to the city for the items: the figures checkout will charge.
 */
export const getDeliveryFeeQueryOptions = (body: DeliveryFeeBody) =>
  queryOptions({
    queryKey: ['znt-view-price', body],
    queryFn: async ({ signal }): Promise<DeliveryFeeQuote> => {
      // The schema loads beside the request: the checker draws on every product page, which
      // should not build zod's schemas before anyone asks for a fee.
      const [result, { deliveryFeeQuoteSchema }] = await Promise.all([
        apiClient.post<unknown>('catalogue', '/api/products/znt-view-price', { body, signal }),
        import('@shop/shared/delivery-fee'),
      ]);
      return unwrap(parseResult(result, deliveryFeeQuoteSchema));
    },
    // Quantities change fees; asked again each time the checker opens.
    staleTime: 0,
  });

export function useDeliveryFee(body: DeliveryFeeBody | null) {
  return useQuery({
    ...getDeliveryFeeQueryOptions(body ?? { destination: { region: '', province: '', city: '' } }),
    enabled: body !== null,
  });
}
