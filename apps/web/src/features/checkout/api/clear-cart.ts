import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCartQueryOptions, parseCart } from './get-cart';

/** DELETE /api/v1/my-cart/clear — empties the cart. */
export async function clearCart() {
  return parseCart(await apiClient.delete<unknown>('checkout', '/api/v1/my-cart/clear'));
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
