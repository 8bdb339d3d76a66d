// The checkout object of spec section 3 and the checkout service's bodies and answers.
import { z } from 'zod';
import { abroadCheckoutSchema } from './abroad';
import { priceTotalsSchema } from './cart';
import { DEFAULT_FULFILLMENT_TYPE, DEFAULT_TRACK_STATUS } from './constants';
import { maxLengthMessage } from './validation/messages';

export const FULFILLMENT_TYPES = ['delivery', 'pickup'] as const;
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];
export const fulfillmentTypeSchema = z.enum(FULFILLMENT_TYPES);

export const PAYMENT_METHOD_CODES = ['cod', 'online'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);

export const PAYMENT_CHANNEL_TYPES = ['card', 'ewallet', 'bank'] as const;
export type PaymentChannelType = (typeof PAYMENT_CHANNEL_TYPES)[number];

export const NOTES_MAX_LENGTH = 500;
export const DISCOUNT_CODE_MAX_LENGTH = 40;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const ASSEMBLY_DATE_FORMAT_MESSAGE = 'Pick a date (YYYY-MM-DD).';
export const PREFERRED_DATE_TIME_MESSAGE = 'Pick a valid delivery date and time.';

const optionalId = () => z.string().max(100).nullish();

/**
 * A Buy now cart (POST /api/products/product-sale-cart): when given, the request is about that
 * cart's line alone and the customer's cart is left as it is.
 */
const saleCartId = () => optionalId();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .nullish()
    .transform((value) => value || null);

/**
 * The checkout object the web keeps (and persists after every change). Addresses are ids of
 * the address book; billingAddress null means "same as shipping".
 */
export const checkoutObjectSchema = z.object({
  address: optionalId(),
  billingAddress: optionalId(),
  courier: z.string().max(50).nullish(),
  fulfillmentType: fulfillmentTypeSchema.default(DEFAULT_FULFILLMENT_TYPE),
  /** The pickup branch (fulfillmentType pickup). */
  branchId: optionalId(),
  /** ISO 8601 date or date-time the customer would like the delivery. */
  preferredDateTime: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: PREFERRED_DATE_TIME_MESSAGE })
    .nullish(),
  preferredAssemblyDate: z
    .string()
    .regex(ISO_DATE, { error: ASSEMBLY_DATE_FORMAT_MESSAGE })
    .nullish(),
  discountCode: optionalText(DISCOUNT_CODE_MAX_LENGTH),
  notes: optionalText(NOTES_MAX_LENGTH),
  paymentMethod: paymentMethodCodeSchema.nullish(),
  paynamicsChannel: z.string().max(50).nullish(),
  trackStatus: z.boolean().default(DEFAULT_TRACK_STATUS),
  /** Kept by the web for display; the server recomputes everything and ignores these. */
  discountDetails: z.unknown().optional(),
  paynamicsValue: z.unknown().optional(),
});
export type CheckoutObject = z.input<typeof checkoutObjectSchema>;

/** POST /api/v1/my-cart/checkout: the checkout object plus the checked cart item ids. */
export const checkoutBodySchema = checkoutObjectSchema.extend({
  saleCartId: saleCartId(),
  /** A buyer abroad sending the order to a recipient in the Philippines (paid online). */
  abroad: abroadCheckoutSchema.nullish(),
  items: z.array(z.string().max(100)).min(1, { error: 'Select at least one item to check out.' }),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const computePricesBodySchema = z.object({
  saleCartId: saleCartId(),
  items: z.array(z.string().max(100)).min(1, { error: 'Select at least one item.' }).max(200),
  discountCode: optionalText(DISCOUNT_CODE_MAX_LENGTH),
  courier: z.string().max(50).nullish(),
  addressId: optionalId(),
  fulfillmentType: fulfillmentTypeSchema.default(DEFAULT_FULFILLMENT_TYPE),
  branchId: optionalId(),
});
export type ComputePricesBody = z.input<typeof computePricesBodySchema>;

export const priceLineSchema = z.object({
  item_id: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  gross: z.number(),
  discount: z.number(),
  net: z.number(),
  vat: z.number(),
});

export const discountDetailsSchema = z.object({
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  /** Percent off, or pesos off. */
  value: z.number(),
  message: z.string(),
});
export type DiscountDetails = z.infer<typeof discountDetailsSchema>;

/** Lines add up to the totals to the centavo: Σ net + shipping_fee = total, Σ vat + shipping_vat = vat. */
export const priceComputationSchema = priceTotalsSchema.extend({
  lines: z.array(priceLineSchema),
  shipping_vat: z.number(),
  discount_details: discountDetailsSchema.nullable(),
});
export type PriceComputation = z.infer<typeof priceComputationSchema>;

export const possibleCouriersBodySchema = z.object({
  saleCartId: saleCartId(),
  addressId: optionalId(),
  /** A region code or name, when there is no saved address yet. */
  region: z.string().max(100).nullish(),
  items: z.array(z.string().max(100)).min(1, { error: 'Select at least one item.' }).max(200),
});

export const courierOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  fee: z.number(),
  estimated_days: z.object({ min: z.number(), max: z.number() }),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;

export const paymentChannelSchema = z.object({
  paynamicsChannel: z.string(),
  name: z.string(),
  type: z.enum(PAYMENT_CHANNEL_TYPES),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const paymentMethodSchema = z.object({
  code: paymentMethodCodeSchema,
  name: z.string(),
  description: z.string(),
  /** COD only: the largest order total it accepts for delivery, in pesos. */
  max_amount: z.number().nullable(),
  available_for: z.array(fulfillmentTypeSchema),
  channels: z.array(paymentChannelSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const checkoutResultSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  /** Online payment: where to send the browser (the gateway's hosted payment page). */
  paymentRedirectUrl: z.string().optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const assemblyDatesSchema = z.object({
  earliest: z.string(),
  working_days: z.array(z.string()),
  /** Every date from `from` for `days` days that can be picked (YYYY-MM-DD, Manila time). */
  dates: z.array(z.string()),
});
export type AssemblyDates = z.infer<typeof assemblyDatesSchema>;

export const taxBreakdownSchema = z.object({
  _id: z.string(),
  source: z.enum(['order', 'cart']),
  vat_rate: z.number(),
  vatable_sales: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type TaxBreakdown = z.infer<typeof taxBreakdownSchema>;
