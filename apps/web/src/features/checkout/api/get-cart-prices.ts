import { DEFAULT_FULFILLMENT_TYPE } from '@shop/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { computePrices } from './compute-prices';
import { getCartQueryOptions } from './get-cart';

export interface CartPricesLine {
  _id: string;
  quantity: number;
  with_protection_plan: boolean;
}

/**
 * The cart page's totals: compute-prices for the ticked lines before any code or courier
 * (subtotal, VAT breakdown, total — the server's one rule, never worked out here). Keyed by
 * what they depend on (line, quantity, plan), under the cart's key: a quantity changed on the
 * page prices again at once, and invalidating the cart refreshes these too.
 */
export const getCartPricesQueryOptions = (lines: CartPricesLine[]) =>
  queryOptions({
    queryKey: [
      ...getCartQueryOptions().queryKey,
      'cart-prices',
      lines.map((line) => `${line._id}:${line.quantity}:${line.with_protection_plan ? 1 : 0}`),
    ],
    queryFn: async ({ signal }) =>
      unwrap(
        await computePrices(
          {
            items: lines.map((line) => line._id),
            discountCode: null,
            courier: null,
            addressId: null,
            fulfillmentType: DEFAULT_FULFILLMENT_TYPE,
            branchId: null,
          },
          signal,
        ),
      ),
  });

export function useCartPrices(lines: CartPricesLine[]) {
  return useQuery({
    ...getCartPricesQueryOptions(lines),
    enabled: lines.length > 0,
    // A changed quantity keeps the last totals on screen (marked as updating) until the new ones.
    placeholderData: keepPreviousData,
  });
}
