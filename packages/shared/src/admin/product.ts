// The product form of the staff console and the admin API validate with these same rules.
import { z } from 'zod';
import { labelMaxLengthMessage } from '../validation/messages';
import { requiredString, text } from '../validation/rules';

export const PRODUCT_LIMITS = {
  nameMax: 150,
  skuMax: 64,
  descriptionMax: 20_000,
  optionMax: 60,
  materialsMax: 10,
  categoriesMax: 10,
  variantsMax: 50,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  /** ₱10,000,000: no furniture line costs more; a larger figure is a typing slip. */
  priceMaxPesos: 10_000_000,
  dimensionMaxCm: 1_000,
  weightMaxGrams: 1_000_000,
} as const;

export const PRODUCT_MESSAGES = {
  skuFormat: 'Use letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  skuTwice: 'Each variant needs its own SKU.',
  friendlyUrlFormat: 'Use lowercase letters, digits and single dashes (e.g. narra-dining-table).',
  price: 'Enter an amount in pesos, e.g. 12999.50.',
  pricePositive: 'The price must be more than ₱0.00.',
  priceTooHigh: `The price must be ₱${PRODUCT_LIMITS.priceMaxPesos.toLocaleString('en-PH')} or less.`,
  compareAtAbovePrice: 'The compare-at price must be higher than the price.',
  wholeNumber: 'Enter a whole number.',
  notNegative: 'Must be 0 or more.',
  dimension: `Enter centimetres from 1 to ${PRODUCT_LIMITS.dimensionMaxCm}.`,
  weight: `Enter grams from 0 to ${PRODUCT_LIMITS.weightMaxGrams.toLocaleString('en-PH')}.`,
  variantsNeeded: 'Add at least one variant.',
  planIncomplete: 'Give the protection plan a name, its years and its price.',
} as const;

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FRIENDLY_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const boundedText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, { error: labelMaxLengthMessage(label, max) });

/** Empty text (or null) means "none": the API stores null. */
const optionalText = (label: string, max: number) =>
  boundedText(label, max)
    .nullable()
    .transform((value) => value || null);

export const skuSchema = requiredString()
  .max(PRODUCT_LIMITS.skuMax, { error: labelMaxLengthMessage('SKU', PRODUCT_LIMITS.skuMax) })
  .regex(SKU_PATTERN, { error: PRODUCT_MESSAGES.skuFormat });

/** A peso amount with at most two decimals, as a number (the API's money form). */
export const pesoAmount = () =>
  z
    .number({ error: PRODUCT_MESSAGES.price })
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        error: PRODUCT_MESSAGES.price,
        abort: true,
      },
    )
    .refine((value) => value > 0, { error: PRODUCT_MESSAGES.pricePositive, abort: true })
    .refine((value) => value <= PRODUCT_LIMITS.priceMaxPesos, {
      error: PRODUCT_MESSAGES.priceTooHigh,
    });

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: PRODUCT_MESSAGES.wholeNumber })
    .int({ error: PRODUCT_MESSAGES.wholeNumber })
    .min(min, { error: message })
    .max(max, { error: message });

const dimension = () => wholeNumber(1, PRODUCT_LIMITS.dimensionMaxCm, PRODUCT_MESSAGES.dimension);

export const productVariantInputSchema = z
  .object({
    /** Present when the variant exists already; absent for a new one. */
    _id: z.uuid().optional(),
    sku: skuSchema,
    color: optionalText('Colour', PRODUCT_LIMITS.optionMax),
    size: optionalText('Size', PRODUCT_LIMITS.optionMax),
    material: optionalText('Material', PRODUCT_LIMITS.optionMax),
    price: pesoAmount(),
    compareAtPrice: pesoAmount().nullable(),
    weightGrams: wholeNumber(0, PRODUCT_LIMITS.weightMaxGrams, PRODUCT_MESSAGES.weight).nullable(),
    lowStockThreshold: wholeNumber(0, 100_000, PRODUCT_MESSAGES.notNegative),
  })
  .superRefine((variant, ctx) => {
    if (variant.compareAtPrice !== null && variant.compareAtPrice <= variant.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['compareAtPrice'],
        message: PRODUCT_MESSAGES.compareAtAbovePrice,
      });
    }
  });

export const protectionPlanInputSchema = z.object({
  name: requiredString().max(80, { error: labelMaxLengthMessage('Plan name', 80) }),
  years: wholeNumber(1, 10, 'Enter 1 to 10 years.'),
  price: pesoAmount(),
});

export const productInputSchema = z
  .object({
    name: requiredString().max(PRODUCT_LIMITS.nameMax, {
      error: labelMaxLengthMessage('Name', PRODUCT_LIMITS.nameMax),
    }),
    sku: skuSchema,
    /** Empty: generated from the name (and made unique). */
    friendlyUrl: text()
      .trim()
      .max(PRODUCT_LIMITS.nameMax)
      .refine((value) => value === '' || FRIENDLY_URL_PATTERN.test(value), {
        error: PRODUCT_MESSAGES.friendlyUrlFormat,
      }),
    /** Markdown, rendered without raw HTML like the blog posts. */
    description: requiredString().max(PRODUCT_LIMITS.descriptionMax, {
      error: labelMaxLengthMessage('Description', PRODUCT_LIMITS.descriptionMax),
    }),
    categoryIds: z.array(z.uuid()).max(PRODUCT_LIMITS.categoriesMax),
    materials: z
      .array(requiredString().max(PRODUCT_LIMITS.optionMax))
      .max(PRODUCT_LIMITS.materialsMax),
    widthCm: dimension().nullable(),
    depthCm: dimension().nullable(),
    heightCm: dimension().nullable(),
    weightGrams: wholeNumber(0, PRODUCT_LIMITS.weightMaxGrams, PRODUCT_MESSAGES.weight),
    protectionPlan: protectionPlanInputSchema.nullable(),
    isActive: z.boolean(),
    seoTitle: boundedText('SEO title', PRODUCT_LIMITS.seoTitleMax),
    seoDescription: boundedText('SEO description', PRODUCT_LIMITS.seoDescriptionMax),
    variants: z
      .array(productVariantInputSchema)
      .min(1, { error: PRODUCT_MESSAGES.variantsNeeded })
      .max(PRODUCT_LIMITS.variantsMax),
  })
  .superRefine((product, ctx) => {
    const seen = new Map<string, number>();
    product.variants.forEach((variant, index) => {
      const key = variant.sku.toUpperCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: PRODUCT_MESSAGES.skuTwice,
        });
      }
      seen.set(key, index);
    });
  });

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;
export type ProductVariantInput = z.output<typeof productVariantInputSchema>;

/** A friendly URL from a name: "Narra Dining Table (6-seater)" → "narra-dining-table-6-seater". */
export function friendlyUrlOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_LIMITS.nameMax);
}

// ——— The photos of a product (the console's gallery panel and the upload route) ———

export const PRODUCT_IMAGE_LIMITS = {
  /** 10 MB: the largest upload the image pipeline accepts. */
  maxBytes: 10 * 1024 * 1024,
  altMax: 200,
  /** What the browser offers to pick; the server sniffs the content, not the name. */
  accept: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const PRODUCT_IMAGE_MESSAGES = {
  notImage: 'Upload a JPEG, PNG or WebP picture.',
  tooLarge: 'Each picture must be 10 MB or smaller.',
  altRequired: 'Describe the picture for shoppers who cannot see it (alt text).',
  altTooLong: `Keep the alt text to ${PRODUCT_IMAGE_LIMITS.altMax} characters or less.`,
  fileRequired: 'Choose a picture to upload.',
} as const;

/** A picture's alt text: required, as the upload and the reorder routes check it. */
export const productImageAltSchema = z
  .string()
  .trim()
  .min(1, { error: PRODUCT_IMAGE_MESSAGES.altRequired })
  .max(PRODUCT_IMAGE_LIMITS.altMax, { error: PRODUCT_IMAGE_MESSAGES.altTooLong });

// ——— What the admin API answers (the server's response schemas; the console parses with them) ———

const nullableInt = z.number().int().nullable();

export const adminProductVariantSchema = z.object({
  _id: z.uuid(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  weightGrams: nullableInt,
  lowStockThreshold: z.number().int(),
  /** Sold at least once: it can be changed but not removed. */
  ordered: z.boolean(),
});

export const adminProductImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  alt: z.string(),
  width: nullableInt,
  height: nullableInt,
});

export const adminProductSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  friendlyUrl: z.string(),
  description: z.string(),
  categoryIds: z.array(z.uuid()),
  materials: z.array(z.string()),
  widthCm: nullableInt,
  depthCm: nullableInt,
  heightCm: nullableInt,
  weightGrams: z.number().int(),
  protectionPlan: z
    .object({ name: z.string(), years: z.number().int(), price: z.number() })
    .nullable(),
  isActive: z.boolean(),
  archivedAt: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  variants: z.array(adminProductVariantSchema),
  images: z.array(adminProductImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const PRODUCT_STATUSES = ['active', 'inactive', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  archived: 'Archived',
};

export const adminProductSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  friendlyUrl: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  variantCount: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  unitsOnHand: z.number().int(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});

export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'createdAt', 'updatedAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const adminProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more.')
    .max(100, 'limit must be 100 or less.')
    .default(25),
  sort: z.enum(PRODUCT_SORT_FIELDS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100, 'search must be 100 characters or less.').optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  categoryId: z.uuid('The category id is not valid.').optional(),
});

export type AdminProduct = z.infer<typeof adminProductSchema>;
export type AdminProductVariant = z.infer<typeof adminProductVariantSchema>;
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;
