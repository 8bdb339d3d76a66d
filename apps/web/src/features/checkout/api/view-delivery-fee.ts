import type { DeliveryFeeBody, DeliveryFeeQuote } from '@shop/shared/delivery-fee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';

/**
 * POST /api/products/znt-view-price — per courier, the fee, the days and assembly from the
 * default branch to the city for the items: the figures checkout will charge.
 */
export const getDeliveryFeeQueryOptions = (body: DeliveryFeeBody) =>
  queryOptions({
    queryKey: ['znt-view-price', body],
    queryFn: ({ signal }): Promise<DeliveryFeeQuote> =>
      parseWithLazySchema(
        apiClient.post<unknown>('catalogue', '/api/products/znt-view-price', { body, signal }),
        import('@shop/shared/delivery-fee').then((module) => module.deliveryFeeQuoteSchema),
      ),
    // Quantities change fees; asked again each time the checker opens.
    staleTime: 0,
  });

export function useDeliveryFee(body: DeliveryFeeBody | null) {
  return useQuery({
    ...getDeliveryFeeQueryOptions(body ?? { destination: { region: '', province: '', city: '' } }),
    enabled: body !== null,
  });
}
