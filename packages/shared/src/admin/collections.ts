// Collections and the home page's featured products, as the console and the admin API see them.
import { z } from 'zod';
import { labelMaxLengthMessage } from '../validation/messages';
import { requiredString, text } from '../validation/rules';
import { PRODUCT_MESSAGES } from './product';

export const COLLECTION_LIMITS = {
  nameMax: 80,
  slugMax: 80,
  descriptionMax: 2_000,
  itemsMax: 100,
  collectionsMax: 200,
  featuredMax: 48,
} as const;

export const COLLECTION_MESSAGES = {
  notFound: 'The collection does not exist.',
  productUnknown: 'The product does not exist.',
  slugTaken: 'This slug is already used by another collection.',
  slugFormat: PRODUCT_MESSAGES.friendlyUrlFormat,
  alreadyInCollection: 'The product is already in this collection.',
  notInCollection: 'The product is not in this collection.',
  itemsMismatch: 'List every product of the collection once, in the order to show them.',
  collectionsMismatch: 'List every collection once, in the order to show them.',
  tooManyItems: `A collection holds ${COLLECTION_LIMITS.itemsMax} products at most.`,
  alreadyFeatured: 'The product is already featured on the home page.',
  notFeatured: 'The product is not featured on the home page.',
  featuredMismatch: 'List every featured product once, in the order to show them.',
  tooManyFeatured: `The home page features ${COLLECTION_LIMITS.featuredMax} products at most.`,
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const uuid = z.uuid({ error: 'Must be a valid id.' });

export const collectionInputSchema = z.object({
  name: requiredString().max(COLLECTION_LIMITS.nameMax, {
    error: labelMaxLengthMessage('Name', COLLECTION_LIMITS.nameMax),
  }),
  /** Empty: generated from the name (and made unique). */
  slug: text()
    .trim()
    .max(COLLECTION_LIMITS.slugMax, {
      error: labelMaxLengthMessage('Slug', COLLECTION_LIMITS.slugMax),
    })
    .refine((value) => value === '' || SLUG_PATTERN.test(value), {
      error: COLLECTION_MESSAGES.slugFormat,
    }),
  description: text()
    .trim()
    .max(COLLECTION_LIMITS.descriptionMax, {
      error: labelMaxLengthMessage('Description', COLLECTION_LIMITS.descriptionMax),
    }),
  isActive: z.boolean({ error: 'Choose whether the collection is shown.' }),
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;
export type CollectionFormValues = z.input<typeof collectionInputSchema>;

/** One product to add (to a collection or to the featured list). */
export const productRefSchema = z.object({ productId: uuid });

/** A full order: every id once. */
export const idOrderSchema = (max: number) => z.object({ ids: z.array(uuid).max(max) });

/** A product as the console's ordered lists show it. */
export const orderedProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  friendlyUrl: z.string(),
  status: z.enum(['active', 'inactive', 'archived']),
  imageUrl: z.string().nullable(),
  position: z.number().int(),
});
export type OrderedProduct = z.infer<typeof orderedProductSchema>;

export const adminCollectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;
