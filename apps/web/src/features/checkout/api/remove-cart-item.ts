import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCartQueryOptions, parseCart } from './get-cart';

/** DELETE /api/v1/my-cart/items/{id} */
export async function removeCartItem(itemId: string) {
  return parseCart(
    await apiClient.delete<unknown>(
      'checkout',
      `/api/v1/my-cart/items/${encodeURIComponent(itemId)}`,
    ),
  );
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
