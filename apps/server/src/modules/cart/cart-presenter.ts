import { fromCentavos } from '@shop/shared';
import { priceLines } from '../../lib/pricing';
import type { CartLineRow } from './cart-repository';

const pesos = (centavos: number | null) => (centavos === null ? null : fromCentavos(centavos));

/** The protection plan's price per unit when the customer chose it and the product has one. */
export const planCentavos = (line: CartLineRow) =>
  line.withProtectionPlan && line.planPriceCentavos !== null ? line.planPriceCentavos : 0;

/** Every line priced with no discount code and no shipping: the cart's own totals. */
export const priceCartLines = (lines: CartLineRow[]) =>
  priceLines(
    lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitCentavos: line.priceCentavos,
      planCentavos: planCentavos(line),
    })),
    null,
    0,
  );

export const lineTotalCentavos = (line: CartLineRow) =>
  line.quantity * (line.priceCentavos + planCentavos(line));

export function presentCartItem(line: CartLineRow) {
  return {
    _id: line.id,
    product_id: line.productId,
    variant_id: line.variantId,
    name: line.name,
    friendly_url: line.friendlyUrl,
    image: line.imageKey ? { url: `/media/${line.imageKey}`, alt: line.imageAlt ?? '' } : null,
    variant: { sku: line.sku, color: line.color, size: line.size, material: line.material },
    branch_id: line.branchId,
    branch_name: line.branchName,
    quantity: line.quantity,
    unit_price: fromCentavos(line.priceCentavos),
    compare_at_price: pesos(line.compareAtPriceCentavos),
    line_total: fromCentavos(lineTotalCentavos(line)),
    stock_available: line.stock,
    protection_plan:
      line.planName !== null && line.planYears !== null && line.planPriceCentavos !== null
        ? {
            name: line.planName,
            years: line.planYears,
            price: fromCentavos(line.planPriceCentavos),
          }
        : null,
    with_protection_plan: line.withProtectionPlan && line.planPriceCentavos !== null,
  };
}

export function presentCart(cartId: string, lines: CartLineRow[]) {
  return {
    _id: cartId,
    items: lines.map(presentCartItem),
    totalItemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
