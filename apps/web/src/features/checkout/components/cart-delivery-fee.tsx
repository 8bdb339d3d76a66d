import type { DeliveryFeeItem } from '@shop/shared/delivery-fee';
import { useCart } from '../api/get-cart';
import { DeliveryFeeChecker } from './delivery-fee-checker';

/** The cart's lines as the checker's items: one entry per variant, quantities added up. */
export function deliveryItemsOf(lines: { variant_id: string; quantity: number }[]) {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    byVariant.set(line.variant_id, (byVariant.get(line.variant_id) ?? 0) + line.quantity);
  }
  return [...byVariant].map(([variantId, quantity]): DeliveryFeeItem => ({ variantId, quantity }));
}

/** "Check delivery fee" for everything in the signed-in customer's cart. */
export function CartDeliveryFee() {
  const cart = useCart();
  const lines = cart.data?.items ?? [];
  if (lines.length === 0) return null;
  return <DeliveryFeeChecker items={deliveryItemsOf(lines)} />;
}
