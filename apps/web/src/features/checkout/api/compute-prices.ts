import {
  priceComputationSchema,
  type FulfillmentType,
  type PriceComputation,
} from '@shop/shared/checkout';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiResult, parseResult, unwrap } from '../../../lib/api-client';
import { getCartQueryOptions } from './get-cart';

export interface ComputePricesInput {
  items: string[];
  /** A Buy now checkout's sale cart (the items are its line). */
  saleCartId?: string;
  discountCode: string | null;
  courier: string | null;
  addressId: string | null;
  fulfillmentType: FulfillmentType;
  branchId: string | null;
}

/**
 * POST /api/v1/my-cart/compute-prices — subtotal, discount, shipping fee, VAT breakdown and
 * total of the checked items, recomputed by the server. Resolves with the API result, so a
 * refused discount code comes back with its own message.
 */
export async function computePrices(
  body: ComputePricesInput,
  signal?: AbortSignal,
): Promise<ApiResult<PriceComputation>> {
  return parseResult(
    await apiClient.post<unknown>('checkout', '/api/v1/my-cart/compute-prices', { body, signal }),
    priceComputationSchema,
  );
}

export const getComputePricesQueryOptions = (body: ComputePricesInput) =>
  queryOptions({
    // Under the cart's key: a cart change (quantity, plan, an order placed) prices again.
    queryKey: [...getCartQueryOptions().queryKey, 'checkout-prices', body],
    queryFn: async ({ signal }) => unwrap(await computePrices(body, signal)),
    // Asked again on every visit: quantities may have changed on the cart page meanwhile.
    staleTime: 0,
  });

export function useComputePrices(body: ComputePricesInput, enabled = true) {
  return useQuery({
    ...getComputePricesQueryOptions(body),
    enabled: enabled && body.items.length > 0,
    // The old totals stay on screen while a changed choice is priced.
    placeholderData: keepPreviousData,
  });
}
