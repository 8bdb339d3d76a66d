// The category tree of the staff console: the form and the admin API validate with these rules.
import { z } from 'zod';
import { labelMaxLengthMessage } from '../validation/messages';
import { requiredString, text } from '../validation/rules';
import { PRODUCT_MESSAGES } from './product';

export { friendlyUrlOf } from './product';

export const CATEGORY_LIMITS = {
  nameMax: 80,
  friendlyUrlMax: 80,
  descriptionMax: 2_000,
  altMax: 200,
  /** Children of one parent: more than this is not a menu any more. */
  siblingsMax: 200,
} as const;

export const CATEGORY_MESSAGES = {
  notFound: 'The category does not exist.',
  parentUnknown: 'The parent category does not exist.',
  parentCycle: 'A category cannot sit under itself or under one of its own subcategories.',
  friendlyUrlTaken: 'This friendly URL is already used by another category.',
  friendlyUrlFormat: PRODUCT_MESSAGES.friendlyUrlFormat,
  orderMismatch: 'List every category under this parent once, in the order to show them.',
  alreadyFirst: 'The category is already the first among its siblings.',
  alreadyLast: 'The category is already the last among its siblings.',
  deleteHasProducts: (count: number) =>
    `This category still holds ${count} ${count === 1 ? 'product' : 'products'}: move ${count === 1 ? 'it' : 'them'} to another category first.`,
  deleteHasChildren: (count: number) =>
    `This category has ${count} ${count === 1 ? 'subcategory' : 'subcategories'}: move or delete ${count === 1 ? 'it' : 'them'} first.`,
} as const;

const FRIENDLY_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const uuid = z.uuid({ error: 'Must be a valid id.' });

export const categoryInputSchema = z.object({
  name: requiredString().max(CATEGORY_LIMITS.nameMax, {
    error: labelMaxLengthMessage('Name', CATEGORY_LIMITS.nameMax),
  }),
  /** Empty: generated from the name (and made unique). */
  friendlyUrl: text()
    .trim()
    .max(CATEGORY_LIMITS.friendlyUrlMax, {
      error: labelMaxLengthMessage('Friendly URL', CATEGORY_LIMITS.friendlyUrlMax),
    })
    .refine((value) => value === '' || FRIENDLY_URL_PATTERN.test(value), {
      error: CATEGORY_MESSAGES.friendlyUrlFormat,
    }),
  /** null: a top-level category (the header shows the first of these). */
  parentId: uuid.nullable(),
  description: text()
    .trim()
    .max(CATEGORY_LIMITS.descriptionMax, {
      error: labelMaxLengthMessage('Description', CATEGORY_LIMITS.descriptionMax),
    }),
  isActive: z.boolean({ error: 'Choose whether the category is shown.' }),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** The full order of one parent's children (null: the top level). */
export const categoryOrderSchema = z.object({
  parentId: uuid.nullable(),
  ids: z.array(uuid).max(CATEGORY_LIMITS.siblingsMax),
});
export type CategoryOrderInput = z.infer<typeof categoryOrderSchema>;

export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Choose up or down.' }),
});

export const categoryImageAltSchema = z.object({
  alt: requiredString({
    message: 'Describe the picture for shoppers who cannot see it (alt text).',
  }).max(CATEGORY_LIMITS.altMax, { error: 'Keep the alt text to 200 characters or less.' }),
});

export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  parentId: z.string().nullable(),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  image: z.object({ key: z.string(), url: z.string(), alt: z.string() }).nullable(),
  /** Products filed directly under it. */
  productCount: z.number().int(),
  childCount: z.number().int(),
  /** 0 for a top-level category; the list comes depth-first, each parent before its children. */
  depth: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
