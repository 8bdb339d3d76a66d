import { beforeEach, expect, test } from 'vitest';
import { useCheckoutStore, type GuestCartItem } from './checkout';

const line = (overrides: Partial<GuestCartItem> = {}): GuestCartItem => ({
  productId: 'p1',
  variantId: 'v1',
  quantity: 1,
  branchId: 'b1',
  name: 'Hiraya Sofa',
  price: 24999,
  image: '/media/sofa.svg',
  ...overrides,
});

beforeEach(() => {
  useCheckoutStore.getState().resetCheckout();
});

test('addGuestItem adds lines, merges the same variant and counts every unit', () => {
  const { addGuestItem } = useCheckoutStore.getState();
  addGuestItem(line({ quantity: 2 }));
  addGuestItem(line({ variantId: 'v2', quantity: 1 }));
  addGuestItem(line({ quantity: 3, branchId: 'b2' }));

  const state = useCheckoutStore.getState();
  expect(state.guestCart).toEqual([
    line({ quantity: 5, branchId: 'b2' }),
    line({ variantId: 'v2', quantity: 1 }),
  ]);
  expect(state.totalCartItems).toBe(6);
});

test('a quantity below 1 adds nothing', () => {
  useCheckoutStore.getState().addGuestItem(line({ quantity: 0 }));
  useCheckoutStore.getState().addGuestItem(line({ quantity: -2 }));
  expect(useCheckoutStore.getState().guestCart).toEqual([]);
  expect(useCheckoutStore.getState().totalCartItems).toBe(0);
});

test('the guest cart is stored under `checkout` and read back', async () => {
  useCheckoutStore.getState().addGuestItem(line({ quantity: 2 }));
  const stored = JSON.parse(localStorage.getItem('checkout')!);
  expect(stored).toMatchObject({ totalCartItems: 2, guestCart: [line({ quantity: 2 })] });

  useCheckoutStore.setState({ guestCart: [], totalCartItems: 0 }, false);
  localStorage.setItem('checkout', JSON.stringify(stored));
  await useCheckoutStore.persist.rehydrate();
  expect(useCheckoutStore.getState().guestCart).toEqual([line({ quantity: 2 })]);
  expect(useCheckoutStore.getState().totalCartItems).toBe(2);
});

test('an entry whose guest cart is not a list is dropped', async () => {
  localStorage.setItem('checkout', JSON.stringify({ guestCart: 'oops' }));
  await useCheckoutStore.persist.rehydrate();
  expect(localStorage.getItem('checkout')).toBeNull();
});
