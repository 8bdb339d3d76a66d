// The server cart (spec sections 3 and 7): request bodies and the response shapes.
import { z } from 'zod';
import { requiredString } from './validation/rules';

export const CART_QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';

/** A quantity typed into the cart: a whole number, at least 1 (the stock caps it on the server). */
export function cartQuantity() {
  return z
    .number({ error: CART_QUANTITY_MESSAGE })
    .int({ error: CART_QUANTITY_MESSAGE })
    .min(1, { error: CART_QUANTITY_MESSAGE });
}

const id = () => requiredString().max(100);

export const addCartItemSchema = z.object({
  productId: id(),
  variantId: id(),
  quantity: cartQuantity(),
  branchId: id(),
  /** The cart the client last saw (guest-cart merge); another customer's is not found. */
  cart_id: z.string().max(100).optional(),
  withProtectionPlan: z.boolean().optional(),
});
export type AddCartItem = z.input<typeof addCartItemSchema>;

export const updateCartItemSchema = z.object({
  quantity: cartQuantity(),
  withProtectionPlan: z.boolean().optional(),
});

export const cartItemIdsSchema = z.object({
  ids: z.array(z.string().max(100)).min(1, { error: 'Select at least one item.' }).max(200),
});

export const resetCartSchema = z.object({ cart_id: id() });

export const protectionPlanSchema = z.object({
  name: z.string(),
  years: z.number(),
  /** Per unit, in pesos. */
  price: z.number(),
});

/** What a cart line and an order line both say about the item bought. */
export const lineItemSchema = z.object({
  _id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  name: z.string(),
  friendly_url: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  variant: z.object({
    sku: z.string(),
    color: z.string().nullable(),
    size: z.string().nullable(),
    material: z.string().nullable(),
  }),
  branch_id: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  /** quantity × (unit price + protection plan price when chosen). */
  line_total: z.number(),
  protection_plan: protectionPlanSchema.nullable(),
  with_protection_plan: z.boolean(),
});

export const cartItemSchema = lineItemSchema.extend({
  branch_name: z.string(),
  compare_at_price: z.number().nullable(),
  stock_available: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Totals in pesos. Prices include 12 % VAT: vat + vatable_sales = total. */
export const priceTotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  vat: z.number(),
  vatable_sales: z.number(),
  total: z.number(),
});
export type PriceTotals = z.infer<typeof priceTotalsSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  items: z.array(cartItemSchema),
  /** Units in the cart (the header badge). */
  totalItemCount: z.number(),
  /** With `withComputation=1`: every item, no discount or shipping yet. */
  computation: priceTotalsSchema.optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** Buy now (POST /api/products/product-sale-cart): one variant from one branch, on its own. */
export const productSaleCartSchema = addCartItemSchema.omit({ cart_id: true });
export type ProductSaleCartBody = z.input<typeof productSaleCartSchema>;

/** A sale cart: the cart's shape with the moment it can no longer be checked out. */
export const saleCartSchema = cartSchema.extend({ expires_at: z.string() });
export type SaleCart = z.infer<typeof saleCartSchema>;
