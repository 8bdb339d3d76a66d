import type { Cart } from '@shop/shared/cart';
import type { QueryClient } from '@tanstack/react-query';
import { useNoticesStore } from '../../components/notifications/notices-store';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { addCartItem } from './api/add-cart-item';
import { getCartQueryOptions } from './api/get-cart';
import { useCheckoutStore, type GuestCartItem, type MergingCartItem } from './stores/checkout';

/*
 * The guest-cart merge after login (spec section 4; DESIGN.md 5). The spec's reading — reset
 * the server cart, add the guest lines, go to review-and-pay — is "unclear" and would throw
 * away what a customer saved on another device, so the shop does this instead:
 *
 * - The guest lines are ADDED to the customer's server cart (the same variant and branch adds
 *   up on the server); nothing already there is removed, and the shopper stays on the page
 *   they are on.
 * - Exactly once: the lines are moved out of the guest cart into `pendingMerge` (one storage
 *   write) before the first request, so a re-render, StrictMode's second effect or a second
 *   call finds nothing left to take. Across tabs, the Web Locks API serialises the merge and
 *   each run reads storage again first. Each line is flagged `sending` just before its POST:
 *   after a reload mid-request, a flagged line is sent again only when the server cart has no
 *   line of that variant and branch (erring towards not doubling).
 * - A line the server refuses (stock, a product gone) goes back to the guest cart with the
 *   server's message; the cart page lists it with "Try again" and "Remove". It is never sent
 *   again on its own. policyList is cleared, as the spec says.
 */

const LOCK_NAME = 'casa-filipina-guest-cart-merge';

type Outcome = { cart: Cart } | { error: string };

const sameLine = (a: GuestCartItem, b: GuestCartItem) =>
  a.productId === b.productId && a.variantId === b.variantId;

const isPending = (line: MergingCartItem) =>
  useCheckoutStore.getState().pendingMerge.some((entry) => sameLine(entry, line));

/** Moves the waiting guest lines to `pendingMerge` (one storage write); answers all pending. */
export function takeGuestLines(): MergingCartItem[] {
  const { guestCart, pendingMerge } = useCheckoutStore.getState();
  const waiting = guestCart.filter((line) => !line.mergeError);
  if (waiting.length > 0) {
    useCheckoutStore.setState({
      guestCart: guestCart.filter((line) => line.mergeError),
      pendingMerge: [...pendingMerge, ...waiting.map((line) => ({ ...line, sending: false }))],
    });
  }
  return useCheckoutStore.getState().pendingMerge;
}

function markSending(line: MergingCartItem) {
  useCheckoutStore.setState((state) => ({
    pendingMerge: state.pendingMerge.map((entry) =>
      sameLine(entry, line) ? { ...entry, sending: true } : entry,
    ),
  }));
}

/** One pending line is done: added (with the cart the server answered) or refused. */
export function settleLine(line: MergingCartItem, outcome: Outcome): void {
  // Signed out meanwhile (the session reset emptied the store): nothing to settle.
  if (!isPending(line)) return;
  useCheckoutStore.setState((state) => {
    const pendingMerge = state.pendingMerge.filter((entry) => !sameLine(entry, line));
    if ('cart' in outcome) return { pendingMerge };
    const { sending: _sending, ...guestLine } = line;
    return {
      pendingMerge,
      guestCart: [
        ...state.guestCart.filter((entry) => !sameLine(entry, line)),
        { ...guestLine, mergeError: outcome.error },
      ],
      totalCartItems: Math.max(0, state.totalCartItems - line.quantity),
    };
  });
  if ('cart' in outcome) useCheckoutStore.getState().syncCart(outcome.cart);
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function exclusively(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(LOCK_NAME, task);
  else await task();
}

async function runMerge(queryClient: QueryClient): Promise<void> {
  const store = useCheckoutStore;
  // Another tab may have merged these lines already: read storage again before taking any.
  await store.persist.rehydrate();
  const pending = takeGuestLines();
  if (pending.length === 0) return;

  const { queryKey } = getCartQueryOptions();
  let cart: Cart;
  try {
    cart = await queryClient.fetchQuery({ ...getCartQueryOptions(), staleTime: 0 });
  } catch (error) {
    // A rejected token has signed the shopper out and emptied the store: nothing to report.
    if (store.getState().pendingMerge.length === 0) return;
    for (const line of pending) settleLine(line, { error: messageOf(error) });
    notify(0, pending.length);
    return;
  }

  let added = 0;
  let refused = 0;
  for (const line of pending) {
    // Signed out meanwhile: the session reset has emptied the store.
    if (!isPending(line)) break;
    if (line.sending && landed(cart, line)) {
      settleLine(line, { cart });
      added += 1;
      continue;
    }
    if (!line.branchId) {
      settleLine(line, { error: 'Choose a branch for this item and add it again.' });
      refused += 1;
      continue;
    }
    markSending(line);
    try {
      cart = await addCartItem({
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        branchId: line.branchId,
        cart_id: cart._id,
      });
      queryClient.setQueryData(queryKey, cart);
      settleLine(line, { cart });
      added += 1;
    } catch (error) {
      settleLine(line, { error: messageOf(error) });
      refused += 1;
    }
  }
  store.getState().setCart({ policyList: [] });
  notify(added, refused);
}

/** The server cart already holds this variant at this branch. */
function landed(cart: Cart, line: MergingCartItem): boolean {
  return cart.items.some(
    (item) => item.variant_id === line.variantId && item.branch_id === line.branchId,
  );
}

function notify(added: number, refused: number) {
  const { pushToast } = useNoticesStore.getState();
  if (added > 0) {
    pushToast({
      msg: `Added ${plural(added, 'item', 'items')} you picked before logging in to your cart.`,
      color: 'success',
    });
  }
  if (refused > 0) {
    pushToast({
      msg: `${plural(refused, 'item', 'items')} could not be added to your cart. Open your cart to see why.`,
      color: 'error',
    });
  }
}

let running: Promise<void> | null = null;

/** Merges the guest cart into the server cart; concurrent calls share one run. */
export function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  running ??= exclusively(() => runMerge(queryClient)).finally(() => {
    running = null;
  });
  return running;
}
