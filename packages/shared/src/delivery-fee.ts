// The delivery-fee checker ("ZNT", zone to zone) of spec section 7: where parcels leave from,
// where they can go, and what each courier charges — the same figures checkout charges.
import { z } from 'zod';

export const DELIVERY_FEE_MESSAGES = {
  destinationRequired: 'Pick the city to deliver to.',
  unknownRegion: 'We do not deliver to that region.',
  unknownProvince: 'That province is not in the region.',
  unknownCity: 'That city is not in the province.',
  unknownOrigin: 'That branch does not ship orders.',
  itemsRequired: 'Add a product or at least one item.',
  quantityMin: 'The quantity must be at least 1.',
  quantityMax: 'The quantity must be 99 or less.',
  unknownItem: 'One of the items is no longer sold.',
} as const;

const code = z.string().trim().min(1).max(100);

const itemId = z.uuid({ error: DELIVERY_FEE_MESSAGES.unknownItem });

export const deliveryFeeItemSchema = z.object({
  variantId: itemId,
  quantity: z
    .number()
    .int()
    .min(1, { error: DELIVERY_FEE_MESSAGES.quantityMin })
    .max(99, { error: DELIVERY_FEE_MESSAGES.quantityMax }),
});
export type DeliveryFeeItem = z.infer<typeof deliveryFeeItemSchema>;

/** Items are variants with quantities, or one product (its first variant, once). */
export const deliveryFeeBodySchema = z
  .object({
    /** A branch id or code; the default branch when absent. */
    origin: code.nullish(),
    destination: z.object(
      { region: code, province: code, city: code },
      {
        error: DELIVERY_FEE_MESSAGES.destinationRequired,
      },
    ),
    items: z.array(deliveryFeeItemSchema).max(50).optional(),
    productId: itemId.optional(),
  })
  .refine((body) => (body.items?.length ?? 0) > 0 || Boolean(body.productId), {
    error: DELIVERY_FEE_MESSAGES.itemsRequired,
    path: ['items'],
  });
export type DeliveryFeeBody = z.input<typeof deliveryFeeBodySchema>;

export const deliveryOriginSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  is_default: z.boolean(),
});
export type DeliveryOrigin = z.infer<typeof deliveryOriginSchema>;

export const deliveryPlaceSchema = z.object({ code: z.string(), name: z.string() });
export type DeliveryPlace = z.infer<typeof deliveryPlaceSchema>;

export const deliveryDestinationQuerySchema = z.object({
  region: code.optional(),
  province: code.optional(),
});

/** One courier to the destination: the fee checkout will charge, its days and assembly. */
export const deliveryFeeOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  fee: z.number(),
  estimated_days: z.object({ min: z.number(), max: z.number() }),
  assembly: z.boolean(),
});
export type DeliveryFeeOption = z.infer<typeof deliveryFeeOptionSchema>;

export const deliveryFeeQuoteSchema = z.object({
  origin: deliveryOriginSchema,
  destination: z.object({
    region: deliveryPlaceSchema,
    province: deliveryPlaceSchema,
    city: deliveryPlaceSchema,
  }),
  couriers: z.array(deliveryFeeOptionSchema),
});
export type DeliveryFeeQuote = z.infer<typeof deliveryFeeQuoteSchema>;
