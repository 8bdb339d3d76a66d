import type { Cart, CartItem, SaleCart } from '@shop/shared/cart';
import { DEFAULT_FULFILLMENT_TYPE, DEFAULT_TRACK_STATUS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { onSessionReset } from '../../../lib/session-events';
import { createFlatStorage, isRecord } from '../../../lib/storage';

export type FulfillmentType = 'delivery' | 'pickup';

/** Cart lines as the cart API returns them (packages/shared cart.ts). */
export type { CartItem };

type Details = Record<string, unknown>;

/** A line of the guest cart kept in storage until the shopper signs in (spec section 3). */
export interface GuestCartItem {
  productId: string;
  variantId: string;
  quantity: number;
  branchId: string | null;
  name: string;
  price: number;
  image: string | null;
  /** The picked options, as the product page names them ("Navy Blue, Single"). */
  options?: string;
  /**
   * Why the server cart refused this line when it was merged after login (stock, a product
   * gone). Such lines wait on the cart page for the shopper to try again or drop them; they
   * are never sent again on their own.
   */
  mergeError?: string;
}

/**
 * A guest line on its way into the server cart. `sending` is set just before its request: a
 * reload while it is true cannot tell whether the server got it, so the next run looks at the
 * server cart before sending it again.
 */
export interface MergingCartItem extends GuestCartItem {
  sending: boolean;
}

/**
 * A checkout for a buyer abroad ("Send to my family in the Philippines"): their country and
 * mobile there, and the recipient in the Philippines, as typed (the server checks them).
 */
export interface AbroadDetails {
  country: string;
  buyerMobile: string;
  recipient: { name: string; mobile: string; email: string };
}

/** The checkout object of spec section 3. */
export interface CheckoutDetails {
  address: Details | null;
  discountCode: string;
  courier: Details | null;
  notes: string;
  preferredDateTime: string | null;
  preferredAssemblyDate: string | null;
  fulfillmentType: FulfillmentType;
  /** The pickup branch when fulfillmentType is pickup (the server's checkout body names it). */
  branchId: string | null;
  paymentMethod: Details | string | null;
  billingAddress: Details | null;
  trackStatus: boolean;
  discountDetails: Details | null;
  paynamicsValue: string | null;
  paynamicsChannel: string | null;
  /** Set by "Send to my family": the order goes to a recipient in the Philippines. */
  abroad: AbroadDetails | null;
}

export interface PersistedCheckout {
  cartId: string | null;
  /** The server cart's lines as last loaded. */
  cartItems: CartItem[];
  /** Ids of the lines ticked for checkout; lines new to the cart start ticked. */
  checkedCartItems: string[];
  /** The ticked lines, in cart order: what goes to checkout. */
  cartList: CartItem[];
  policyList: unknown[];
  /**
   * The badge (spec: totalCartItems or 0): a visitor's guest-cart units; signed in, the server
   * cart's totalItemCount plus the guest units still being merged into it.
   */
  totalCartItems: number;
  guestCart: GuestCartItem[];
  /**
   * A Buy now checkout in progress: its one-line sale cart, checked out on its own in place of
   * the ticked cart lines (null for a checkout of the cart).
   */
  saleCart: SaleCart | null;
  /** Guest lines being added to the server cart after login (see merge-guest-cart.ts). */
  pendingMerge: MergingCartItem[];
  checkout: CheckoutDetails;
}

export interface CheckoutState extends PersistedCheckout {
  setCheckout: (patch: Partial<CheckoutDetails>) => void;
  setCart: (patch: Partial<Omit<PersistedCheckout, 'checkout'>>) => void;
  addCartCount: (count?: number) => void;
  subtractCartCount: (count?: number) => void;
  setCartCount: (count: number) => void;
  /** Adds to the guest cart; the same variant again raises its quantity. */
  addGuestItem: (item: GuestCartItem) => void;
  /** Drops a guest line (a visitor's, or one the merge could not add). */
  removeGuestItem: (productId: string, variantId: string) => void;
  /** Lines the merge refused go back in line for another attempt. */
  retryGuestItems: () => void;
  /** The server cart as loaded: lines, ticks (new lines ticked, gone ones dropped) and count. */
  syncCart: (cart: Cart) => void;
  setItemChecked: (itemId: string, checked: boolean) => void;
  setAllChecked: (checked: boolean) => void;
  resetCheckout: () => void;
}

export const initialCheckoutDetails = (): CheckoutDetails => ({
  address: null,
  discountCode: '',
  courier: null,
  notes: '',
  preferredDateTime: null,
  preferredAssemblyDate: null,
  fulfillmentType: DEFAULT_FULFILLMENT_TYPE,
  branchId: null,
  paymentMethod: null,
  billingAddress: null,
  trackStatus: DEFAULT_TRACK_STATUS,
  discountDetails: null,
  paynamicsValue: null,
  paynamicsChannel: null,
  abroad: null,
});

const initialCheckout = (): PersistedCheckout => ({
  cartId: null,
  cartItems: [],
  checkedCartItems: [],
  cartList: [],
  policyList: [],
  totalCartItems: 0,
  guestCart: [],
  saleCart: null,
  pendingMerge: [],
  checkout: initialCheckoutDetails(),
});

const PERSISTED_KEYS = Object.keys(initialCheckout()) as (keyof PersistedCheckout)[];

const toCount = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

const units = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

const sameLine = (a: GuestCartItem, b: GuestCartItem) =>
  a.productId === b.productId && a.variantId === b.variantId;

/** A stored guest line the merge can send; anything else is dropped on load. */
function isGuestLine(value: unknown): value is GuestCartItem {
  return (
    isRecord(value) &&
    typeof value.productId === 'string' &&
    typeof value.variantId === 'string' &&
    typeof value.name === 'string' &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity > 0
  );
}

/** A stored Buy now cart, checked by hand: zod would weigh on the shell's first load. */
function isSaleCart(value: unknown): value is SaleCart {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.expires_at === 'string' &&
    Array.isArray(value.items)
  );
}

/** The ticked ids and lines, in cart order. */
function ticked(items: CartItem[], checked: ReadonlySet<string>) {
  const cartList = items.filter((item) => checked.has(item._id));
  return { checkedCartItems: cartList.map((item) => item._id), cartList };
}

function checkoutDetails(details: CheckoutDetails): CheckoutDetails {
  return { ...details, abroad: isAbroad(details.abroad) ? details.abroad : null };
}

function parseCheckout(value: unknown): PersistedCheckout | null {
  if (!isRecord(value)) return null;
  const initial = initialCheckout();
  const arrays = [
    'cartItems',
    'checkedCartItems',
    'cartList',
    'policyList',
    'guestCart',
    'pendingMerge',
  ] as const;
  if (arrays.some((key) => value[key] !== undefined && !Array.isArray(value[key]))) return null;
  if (value.checkout !== undefined && !isRecord(value.checkout)) return null;
  const lines = (key: 'guestCart' | 'pendingMerge') =>
    ((value[key] as unknown[] | undefined) ?? []).filter(isGuestLine);
  return {
    ...initial,
    ...(value as Partial<PersistedCheckout>),
    totalCartItems: toCount(Number(value.totalCartItems ?? 0)),
    saleCart: isSaleCart(value.saleCart) ? value.saleCart : null,
    guestCart: lines('guestCart'),
    pendingMerge: lines('pendingMerge').map((line) => ({
      ...line,
      sending: (line as Partial<MergingCartItem>).sending === true,
    })),
    checkout: checkoutDetails({
      ...initial.checkout,
      ...(value.checkout as Partial<CheckoutDetails> | undefined),
    }),
  };
}

/** Cart and checkout progress, persisted under `checkout` after every change (spec section 3). */
export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initialCheckout(),
      setCheckout: (patch) => set((state) => ({ checkout: { ...state.checkout, ...patch } })),
      setCart: (patch) => set(patch),
      addCartCount: (count = 1) =>
        set((state) => ({ totalCartItems: toCount(state.totalCartItems + count) })),
      subtractCartCount: (count = 1) =>
        set((state) => ({ totalCartItems: toCount(state.totalCartItems - count) })),
      setCartCount: (count) => set({ totalCartItems: toCount(count) }),
      addGuestItem: (item) =>
        set((state) => {
          const quantity = toCount(item.quantity);
          if (quantity === 0) return state;
          const existing = state.guestCart.find((line) => sameLine(line, item));
          const guestCart = existing
            ? state.guestCart.map((line) =>
                line === existing ? { ...item, quantity: line.quantity + quantity } : line,
              )
            : [...state.guestCart, { ...item, quantity }];
          return { guestCart, totalCartItems: toCount(state.totalCartItems + quantity) };
        }),
      removeGuestItem: (productId, variantId) =>
        set((state) => {
          const line = state.guestCart.find(
            (entry) => entry.productId === productId && entry.variantId === variantId,
          );
          if (!line) return state;
          return {
            guestCart: state.guestCart.filter((entry) => entry !== line),
            // A refused line was never counted: the badge then shows the server cart.
            totalCartItems: line.mergeError
              ? state.totalCartItems
              : toCount(state.totalCartItems - line.quantity),
          };
        }),
      retryGuestItems: () =>
        set((state) => ({
          guestCart: state.guestCart.map((line) => {
            const { mergeError: _refused, ...rest } = line;
            return rest;
          }),
        })),
      syncCart: (cart) =>
        set((state) => {
          const seen = new Set(state.cartItems.map((item) => item._id));
          const present = new Set(cart.items.map((item) => item._id));
          const checked = new Set(state.checkedCartItems.filter((id) => present.has(id)));
          for (const item of cart.items) if (!seen.has(item._id)) checked.add(item._id);
          return {
            cartId: cart._id,
            cartItems: cart.items,
            ...ticked(cart.items, checked),
            totalCartItems: toCount(cart.totalItemCount + units(state.pendingMerge)),
          };
        }),
      setItemChecked: (itemId, checked) =>
        set((state) => {
          const ids = new Set(state.checkedCartItems);
          if (checked) ids.add(itemId);
          else ids.delete(itemId);
          return ticked(state.cartItems, ids);
        }),
      setAllChecked: (checked) =>
        set((state) =>
          ticked(state.cartItems, new Set(checked ? state.cartItems.map((item) => item._id) : [])),
        ),
      resetCheckout: () => set(initialCheckout()),
    }),
    {
      name: STORAGE_KEYS.checkout,
      storage: createFlatStorage<PersistedCheckout>({ parse: parseCheckout }),
      // Only the data (no actions): exactly the keys a fresh checkout has.
      partialize: (state) =>
        Object.fromEntries(
          PERSISTED_KEYS.map((key) => [key, state[key]]),
        ) as unknown as PersistedCheckout,
    },
  ),
);

/** A stored abroad checkout, checked by hand like the sale cart. */
function isAbroad(value: unknown): value is AbroadDetails {
  return (
    isRecord(value) &&
    typeof value.country === 'string' &&
    typeof value.buyerMobile === 'string' &&
    isRecord(value.recipient) &&
    ['name', 'mobile', 'email'].every(
      (key) => typeof (value.recipient as Record<string, unknown>)[key] === 'string',
    )
  );
}

/**
 * Checking out the cart: a Buy now checkout still remembered is not the one wanted, nor is a
 * "Send to my family" one (the cart is checked out at home).
 */
export function forgetSaleCart() {
  useCheckoutStore.setState((state) => ({
    saleCart: null,
    checkout: { ...state.checkout, abroad: null },
  }));
}

function clearCheckout() {
  useCheckoutStore.setState(initialCheckout());
  useCheckoutStore.persist.clearStorage();
}

onSessionReset(clearCheckout);

// Another tab changed the cart (a login there merged the guest cart, an item was added, a
// logout removed the entry): follow it, so this tab neither shows a stale badge nor writes
// lines back that the other tab has already sent to the server.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.checkout) return;
    if (event.newValue === null) clearCheckout();
    else void useCheckoutStore.persist.rehydrate();
  });
}
