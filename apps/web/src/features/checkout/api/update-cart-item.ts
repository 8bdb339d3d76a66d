import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getCartQueryOptions, parseCart } from './get-cart';

export interface UpdateCartItemInput {
  itemId: string;
  /** 1 to the branch's stock; the server answers 409 beyond it and 400 for anything else. */
  quantity: number;
  withProtectionPlan?: boolean;
}

/** PUT /api/v1/my-cart/items/{id} — a line's quantity and protection plan. */
export async function updateCartItem({ itemId, ...body }: UpdateCartItemInput) {
  return parseCart(
    await apiClient.put<unknown>(
      'checkout',
      `/api/v1/my-cart/items/${encodeURIComponent(itemId)}`,
      {
        body,
      },
    ),
  );
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(queryKey, cart),
    // The line may have changed elsewhere (another tab, an order): show the cart as it is.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
