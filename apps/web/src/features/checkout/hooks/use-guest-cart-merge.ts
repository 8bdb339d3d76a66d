import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCheckoutStore } from '../stores/checkout';

/**
 * Starts the guest-cart merge (merge-guest-cart.ts: what it does and why it runs exactly once)
 * whenever a signed-in shopper whose token has been checked has guest lines waiting. The merge
 * code loads only then, so it weighs nothing on a first visit.
 */
export function useGuestCartMerge(ready: boolean): void {
  const queryClient = useQueryClient();
  const waiting = useCheckoutStore(
    (state) => state.pendingMerge.length > 0 || state.guestCart.some((line) => !line.mergeError),
  );
  useEffect(() => {
    if (!ready || !waiting) return;
    void import('../merge-guest-cart').then(({ mergeGuestCart }) => mergeGuestCart(queryClient));
  }, [ready, waiting, queryClient]);
}
