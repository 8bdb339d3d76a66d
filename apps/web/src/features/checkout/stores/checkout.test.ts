import { beforeEach, expect, test } from 'vitest';
import { useCheckoutStore } from './checkout';

beforeEach(() => {
  useCheckoutStore.getState().resetCheckout();
});

test('defaults: delivery, tracked, every checkout field present', () => {
  expect(useCheckoutStore.getState().checkout).toEqual({
    address: null,
    discountCode: '',
    courier: null,
    notes: '',
    preferredDateTime: null,
    preferredAssemblyDate: null,
    fulfillmentType: 'delivery',
    branchId: null,
    paymentMethod: null,
    billingAddress: null,
    trackStatus: true,
    discountDetails: null,
    paynamicsValue: null,
    paynamicsChannel: null,
    abroad: null,
  });
  expect(useCheckoutStore.getState().totalCartItems).toBe(0);
});

test('the cart count can be added to, subtracted from (not below 0) and set', () => {
  const { addCartCount, subtractCartCount, setCartCount } = useCheckoutStore.getState();
  addCartCount();
  addCartCount(3);
  expect(useCheckoutStore.getState().totalCartItems).toBe(4);
  subtractCartCount(2);
  expect(useCheckoutStore.getState().totalCartItems).toBe(2);
  subtractCartCount(5);
  expect(useCheckoutStore.getState().totalCartItems).toBe(0);
  setCartCount(7);
  expect(useCheckoutStore.getState().totalCartItems).toBe(7);
});

test('every change is persisted under `checkout` and read back', async () => {
  useCheckoutStore
    .getState()
    .setCheckout({ fulfillmentType: 'pickup', notes: 'Call before delivery' });
  useCheckoutStore.getState().setCart({ cartId: 'cart-9' });
  const stored = JSON.parse(localStorage.getItem('checkout')!);
  expect(stored).toMatchObject({
    cartId: 'cart-9',
    totalCartItems: 0,
    checkout: { fulfillmentType: 'pickup', notes: 'Call before delivery', trackStatus: true },
  });

  useCheckoutStore.setState({ cartId: null }, false);
  localStorage.setItem('checkout', JSON.stringify(stored));
  await useCheckoutStore.persist.rehydrate();
  expect(useCheckoutStore.getState().cartId).toBe('cart-9');
  expect(useCheckoutStore.getState().checkout.notes).toBe('Call before delivery');
});

test('a corrupt entry is dropped', async () => {
  localStorage.setItem('checkout', '[[[');
  await useCheckoutStore.persist.rehydrate();
  expect(localStorage.getItem('checkout')).toBeNull();
});
