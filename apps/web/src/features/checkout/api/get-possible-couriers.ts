import { courierOptionSchema, type CourierOption } from '@shop/shared/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { getCartQueryOptions } from './get-cart';

const parseCourier = (item: unknown): CourierOption | null =>
  courierOptionSchema.safeParse(item).data ?? null;

/**
 * POST /api/v1/my-cart/possible-couriers — options with fee and estimated days for the address
 * and the checked items; asked again whenever either changes.
 */
export const getPossibleCouriersQueryOptions = (
  addressId: string,
  items: string[],
  saleCartId: string | null = null,
) =>
  queryOptions({
    // Under the cart's key: fees follow the quantities (weight and volume).
    queryKey: [
      ...getCartQueryOptions().queryKey,
      'possible-couriers',
      addressId,
      items,
      saleCartId,
    ],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.post<unknown>('checkout', '/api/v1/my-cart/possible-couriers', {
          body: { addressId, items, ...(saleCartId ? { saleCartId } : {}) },
          signal,
        }),
        parseCourier,
      ),
    // Asked again on every visit: quantities may have changed on the cart page meanwhile.
    staleTime: 0,
  });

export function usePossibleCouriers(
  addressId: string | null,
  items: string[],
  saleCartId: string | null = null,
) {
  return useQuery({
    ...getPossibleCouriersQueryOptions(addressId ?? '', items, saleCartId),
    enabled: addressId !== null && items.length > 0,
  });
}
