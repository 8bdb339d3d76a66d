import { useMemo } from 'react';
import { useCart } from '../api/get-cart';
import { useCheckoutStore } from '../stores/checkout';

/**
 * The cart lines being checked out: the ticked ones (`checkedCartItems`) that are still in the
 * server cart, in cart order.
 */
export function useCheckoutItems() {
  const checked = useCheckoutStore((state) => state.checkedCartItems);
  const cart = useCart();
  const lines = useMemo(
    () => (cart.data ? cart.data.items.filter((item) => checked.includes(item._id)) : []),
    [cart.data, checked],
  );
  const ids = useMemo(() => lines.map((line) => line._id), [lines]);
  return { cart, lines, ids, empty: cart.isSuccess && lines.length === 0 };
}
