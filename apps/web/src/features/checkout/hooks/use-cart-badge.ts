import type { Cart } from '@shop/shared/cart';
import { useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CART_QUERY_KEY } from '../api/cart-query-key';
import { useCheckoutStore } from '../stores/checkout';
import { useGuestCartMerge } from './use-guest-cart-merge';

export interface CartBadgeInput {
  signedIn: boolean;
  /** The stored token has passed the header's check on load (or the login is fresh). */
  tokenChecked: boolean;
}

/**
 * The cart request and its parser (get-cart.ts) load only for a signed-in shopper: a visitor's
 * page never needs them (home page first-load budget, DESIGN.md 7). The key is
 * getCartQueryOptions' key, so the cart page and every cart change share this cache.
 */
const loadCartApi = () => import('../api/get-cart');

async function fetchCart({ signal }: QueryFunctionContext): Promise<Cart> {
  const { getCart, parseCart } = await loadCartApi();
  return parseCart(await getCart(signal));
}

/**
 * The header's cart: once the token check passes it loads the server cart (spec section 4),
 * keeps the checkout store in step with it, merges a waiting guest cart, and answers the badge
 * count — the server cart's totalItemCount (plus guest units still on their way into it) for a
 * signed-in shopper, the guest cart's units for a visitor.
 */
export function useCartBadge({ signedIn, tokenChecked }: CartBadgeInput): number {
  const queryClient = useQueryClient();
  const ready = signedIn && tokenChecked;
  const cart = useQuery({ queryKey: CART_QUERY_KEY, queryFn: fetchCart, enabled: ready });
  const syncCart = useCheckoutStore((state) => state.syncCart);
  const totalCartItems = useCheckoutStore((state) => state.totalCartItems);
  const mergingUnits = useCheckoutStore((state) =>
    state.pendingMerge.reduce((sum, line) => sum + line.quantity, 0),
  );

  // The code arrives while the stored token is being checked, so the cart request need not wait.
  useEffect(() => {
    if (signedIn) void loadCartApi();
  }, [signedIn]);

  useEffect(() => {
    if (ready && cart.data) syncCart(cart.data);
  }, [ready, cart.data, syncCart]);

  // Signed out: the next shopper on this browser must never see this cart.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: CART_QUERY_KEY });
  }, [signedIn, queryClient]);

  useGuestCartMerge(ready);

  const count = ready && cart.data ? cart.data.totalItemCount + mergingUnits : totalCartItems;
  return count || 0;
}
