import { DEFAULT_FULFILLMENT_TYPE, DEFAULT_TRACK_STATUS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { onSessionReset } from '../../../lib/session-events';
import { createFlatStorage, isRecord } from '../../../lib/storage';

export type FulfillmentType = 'delivery' | 'pickup';

/** Cart lines as the cart API returns them; later issues narrow the unknown fields. */
export interface CartItem {
  _id: string;
  quantity: number;
  [field: string]: unknown;
}

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
  paymentMethod: Details | string | null;
  billingAddress: Details | null;
  trackStatus: boolean;
  discountDetails: Details | null;
  paynamicsValue: string | null;
  paynamicsChannel: string | null;
}

export interface PersistedCheckout {
  cartId: string | null;
  cartItems: CartItem[];
  checkedCartItems: string[];
  cartList: CartItem[];
  policyList: unknown[];
  totalCartItems: number;
  guestCart: GuestCartItem[];
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
  paymentMethod: null,
  billingAddress: null,
  trackStatus: DEFAULT_TRACK_STATUS,
  discountDetails: null,
  paynamicsValue: null,
  paynamicsChannel: null,
});

const initialCheckout = (): PersistedCheckout => ({
  cartId: null,
  cartItems: [],
  checkedCartItems: [],
  cartList: [],
  policyList: [],
  totalCartItems: 0,
  guestCart: [],
  checkout: initialCheckoutDetails(),
});

const toCount = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

function parseCheckout(value: unknown): PersistedCheckout | null {
  if (!isRecord(value)) return null;
  const initial = initialCheckout();
  const arrays = ['cartItems', 'checkedCartItems', 'cartList', 'policyList', 'guestCart'] as const;
  if (arrays.some((key) => value[key] !== undefined && !Array.isArray(value[key]))) return null;
  if (value.checkout !== undefined && !isRecord(value.checkout)) return null;
  return {
    ...initial,
    ...(value as Partial<PersistedCheckout>),
    totalCartItems: toCount(Number(value.totalCartItems ?? 0)),
    checkout: { ...initial.checkout, ...(value.checkout as Partial<CheckoutDetails> | undefined) },
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
          const existing = state.guestCart.find(
            (line) => line.productId === item.productId && line.variantId === item.variantId,
          );
          const guestCart = existing
            ? state.guestCart.map((line) =>
                line === existing ? { ...item, quantity: line.quantity + quantity } : line,
              )
            : [...state.guestCart, { ...item, quantity }];
          return { guestCart, totalCartItems: toCount(state.totalCartItems + quantity) };
        }),
      resetCheckout: () => set(initialCheckout()),
    }),
    {
      name: STORAGE_KEYS.checkout,
      storage: createFlatStorage<PersistedCheckout>({ parse: parseCheckout }),
      partialize: ({
        cartId,
        cartItems,
        checkedCartItems,
        cartList,
        policyList,
        totalCartItems,
        guestCart,
        checkout,
      }) => ({
        cartId,
        cartItems,
        checkedCartItems,
        cartList,
        policyList,
        totalCartItems,
        guestCart,
        checkout,
      }),
    },
  ),
);

onSessionReset(() => {
  useCheckoutStore.setState(initialCheckout());
  useCheckoutStore.persist.clearStorage();
});
