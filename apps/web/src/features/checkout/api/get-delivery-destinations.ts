import type { DeliveryPlace } from '@shop/shared/delivery-fee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';

/**
 * GET /api/products/znt-destination — regions; with a region its provinces; with a region and
 * a province its cities (the address book's lists).
 */
export const getDeliveryDestinationsQueryOptions = (region = '', province = '') =>
  queryOptions({
    queryKey: ['znt-destination', region, province],
    queryFn: async ({ signal }): Promise<DeliveryPlace[]> => {
      // The schema loads beside the request (the product page's fee checker reads these).
      const [result, { deliveryPlaceSchema }] = await Promise.all([
        apiClient.get<unknown>('catalogue', '/api/products/znt-destination', {
          params: { ...(region ? { region } : {}), ...(province ? { province } : {}) },
          signal,
        }),
        import('@shop/shared/delivery-fee'),
      ]);
      return unwrapList(result, (item) => deliveryPlaceSchema.safeParse(item).data ?? null);
    },
    // Reference data that changes with a release.
    staleTime: 60 * 60_000,
  });

export function useDeliveryDestinations(region: string, province: string, enabled: boolean) {
  return useQuery({ ...getDeliveryDestinationsQueryOptions(region, province), enabled });
}
