import { useMemo } from 'react';
import { useCart } from '../api/get-cart';
import { useCheckoutStore } from '../stores/checkout';

/**
 * The cart lines being checked out: the ticked ones (`checkedCartItems`) that are still in the
 * server cart, in cart order — or, during a Buy now checkout, the sale cart's one line
 * (`saleCartId` set, for every request of that checkout).
 */
export function useCheckoutItems() {
  const checked = useCheckoutStore((state) => state.checkedCartItems);
  const saleCart = useCheckoutStore((state) => state.saleCart);
  const cart = useCart();
  const lines = useMemo(() => {
    if (saleCart) return saleCart.items;
    return cart.data ? cart.data.items.filter((item) => checked.includes(item._id)) : [];
  }, [cart.data, checked, saleCart]);
  const ids = useMemo(() => lines.map((line) => line._id), [lines]);
  const saleCartId = saleCart?._id ?? null;
  return {
    cart,
    lines,
    ids,
    saleCartId,
    empty: saleCart ? lines.length === 0 : cart.isSuccess && lines.length === 0,
  };
}
