import {
  checkoutResultSchema,
  type CheckoutBody,
  type CheckoutResult,
} from '@shop/shared/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult, parseResult } from '../../../lib/api-client';

export interface PlaceOrderVariables {
  body: CheckoutBody;
  /** The same key for every try of one checkout: the server never makes a second order. */
  idempotencyKey: string;
}

/** POST /api/v1/my-cart/checkout — places the order for the checked items. */
export async function placeOrder({
  body,
  idempotencyKey,
}: PlaceOrderVariables): Promise<ApiResult<CheckoutResult>> {
  return parseResult(
    await apiClient.post<unknown>('checkout', '/api/v1/my-cart/checkout', {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    checkoutResultSchema,
  );
}

/** Resolves with the API result (never rejects), so the screen shows the server's message in place. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
