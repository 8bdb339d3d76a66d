import { beforeEach, describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { CART_ID, LAMP, SOFA, cartItem, cartOf } from '../cart-fixtures';
import { useCheckoutStore, type GuestCartItem } from './checkout';

const guest = (overrides: Partial<GuestCartItem> = {}): GuestCartItem => ({
  productId: 'p1',
  variantId: 'v1',
  quantity: 2,
  branchId: 'b1',
  name: 'Hiraya Sofa',
  price: 24999,
  image: null,
  ...overrides,
});

const state = () => useCheckoutStore.getState();

beforeEach(() => {
  state().resetCheckout();
});

describe('server cart in the store', () => {
  test('syncCart keeps the lines and count; new lines come ticked, gone ones are dropped', () => {
    state().syncCart(cartOf([SOFA, LAMP]));
    expect(state()).toMatchObject({
      cartId: CART_ID,
      checkedCartItems: [SOFA._id, LAMP._id],
      totalCartItems: 3,
    });
    expect(state().cartList.map((line) => line._id)).toEqual([SOFA._id, LAMP._id]);

    state().setItemChecked(SOFA._id, false);
    expect(state().checkedCartItems).toEqual([LAMP._id]);
    expect(state().cartList.map((line) => line._id)).toEqual([LAMP._id]);

    // The sofa stays unticked, the new chair comes ticked, the lamp (gone) is dropped.
    const chair = cartItem({ _id: 'i-chair', variant_id: 'v-chair', quantity: 4 });
    state().syncCart(cartOf([SOFA, chair]));
    expect(state().checkedCartItems).toEqual([chair._id]);
    expect(state().totalCartItems).toBe(5);

    state().setAllChecked(true);
    expect(state().checkedCartItems).toEqual([SOFA._id, chair._id]);
    state().setAllChecked(false);
    expect(state().checkedCartItems).toEqual([]);
    expect(state().cartList).toEqual([]);
  });

  test('the ticks are stored and read back', async () => {
    state().syncCart(cartOf([SOFA, LAMP]));
    state().setItemChecked(LAMP._id, false);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout)!);
    expect(stored.checkedCartItems).toEqual([SOFA._id]);
    useCheckoutStore.setState({ checkedCartItems: [] }, false);
    localStorage.setItem(STORAGE_KEYS.checkout, JSON.stringify(stored));
    await useCheckoutStore.persist.rehydrate();
    expect(state().checkedCartItems).toEqual([SOFA._id]);
  });
});

describe('guest cart', () => {
  test('removeGuestItem drops a line and its units from the badge', () => {
    state().addGuestItem(guest());
    state().addGuestItem(guest({ variantId: 'v2', quantity: 1 }));
    state().removeGuestItem('p1', 'v1');
    expect(state().guestCart).toEqual([guest({ variantId: 'v2', quantity: 1 })]);
    expect(state().totalCartItems).toBe(1);
  });

  test('stored lines the merge could not send are dropped on load', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({
        guestCart: [guest(), { productId: 'p2', quantity: 1 }, guest({ quantity: 0 })],
        pendingMerge: [{ ...guest({ variantId: 'v9' }), sending: 'yes' }, 'junk'],
      }),
    );
    await useCheckoutStore.persist.rehydrate();
    expect(state().guestCart).toEqual([guest()]);
    expect(state().pendingMerge).toEqual([{ ...guest({ variantId: 'v9' }), sending: false }]);
  });
});

describe('another tab', () => {
  test('a change there is read here; its logout clears the cart here', async () => {
    state().addGuestItem(guest());
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [], totalCartItems: 0 }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: STORAGE_KEYS.checkout,
        newValue: localStorage.getItem(STORAGE_KEYS.checkout),
      }),
    );
    await Promise.resolve();
    expect(state().guestCart).toEqual([]);

    state().addGuestItem(guest());
    localStorage.removeItem(STORAGE_KEYS.checkout);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.checkout, newValue: null }),
    );
    expect(state().guestCart).toEqual([]);
    expect(state().totalCartItems).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.checkout)).toBeNull();
  });
});
