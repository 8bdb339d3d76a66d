import type { AddCartItem } from '@shop/shared/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCartQueryOptions, parseCart } from './get-cart';

export type AddCartItemBody = Omit<AddCartItem, 'quantity'> & { quantity: number };

/**
 * POST /api/v1/my-cart/items — the same variant and branch again adds up; beyond the branch's
 * stock the server answers 409 with the message to show. `cart_id` names the cart the client
 * last saw (the server refuses another one).
 */
export async function addCartItem(body: AddCartItemBody) {
  return parseCart(await apiClient.post<unknown>('checkout', '/api/v1/my-cart/items', { body }));
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
  });
}
