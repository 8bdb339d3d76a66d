import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCartQueryOptions, parseCart } from './get-cart';

/** DELETE /api/v1/my-cart/items/bulk — all the listed lines, or none when one is not there. */
export async function removeCartItems(ids: string[]) {
  return parseCart(
    await apiClient.delete<unknown>('checkout', '/api/v1/my-cart/items/bulk', { body: { ids } }),
  );
}

export function useRemoveCartItems() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: removeCartItems,
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
