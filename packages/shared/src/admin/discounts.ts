// Discount codes as the console's form and the admin API see them (issue #14 item 5).
// Money is in pesos (two decimals) and percentages in percent on the API; the server stores
// centavos and basis points.
import { z } from 'zod';
import { formatPeso } from '../money';
import { labelMaxLengthMessage } from '../validation/messages';
import { requiredString, text } from '../validation/rules';
import { SORT_ORDERS } from './staff';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percentage: 'Percentage',
  fixed: 'Fixed amount',
};

/** Where a code stands now; paused wins over the window, the window over the uses left. */
export const DISCOUNT_STATUSES = ['active', 'paused', 'scheduled', 'expired', 'used_up'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 30,
  descriptionMax: 200,
  amountMaxPesos: 10_000_000,
  usesMax: 1_000_000,
  categoriesMax: 50,
  productsMax: 200,
} as const;

export const DISCOUNT_MESSAGES = {
  codeFormat: `Use ${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.codeMax} capital letters, digits and dashes (e.g. SALE-10).`,
  codeTaken: 'This code is already used by another discount code.',
  notFound: 'The discount code does not exist.',
  type: 'Choose percentage or fixed amount.',
  value: 'Enter a number.',
  percent: 'Enter a percentage from 1 to 100 (at most two decimals).',
  amount: 'Enter an amount in pesos above ₱0.00, e.g. 500 or 99.50.',
  minSpend: 'Enter ₱0.00 or more, e.g. 2500.',
  maxDiscountFixed: 'Only a percentage code takes a maximum discount.',
  uses: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  date: 'Enter a date and time.',
  endsBeforeStarts: 'The end must come after the start.',
  unknownCategory: 'A chosen category does not exist.',
  unknownProduct: 'A chosen product does not exist.',
  tooManyCategories: `Limit a code to ${DISCOUNT_LIMITS.categoriesMax} categories at most.`,
  tooManyProducts: `Limit a code to ${DISCOUNT_LIMITS.productsMax} products at most.`,
  alreadyPaused: 'This code is already paused.',
  notPaused: 'This code is not paused.',
  alreadyEnded: 'This code has already ended.',
} as const;

const uuid = z.uuid({ error: 'Must be a valid id.' });

/** Pesos with at most two decimals, within [min, amountMaxPesos]. */
const pesos = (message: string, min: number, above = false) =>
  z
    .number({ error: message })
    .refine(
      (value) =>
        Number.isFinite(value) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 &&
        (above ? value > min : value >= min) &&
        value <= DISCOUNT_LIMITS.amountMaxPesos,
      { error: message },
    );

const uses = () =>
  z
    .number({ error: DISCOUNT_MESSAGES.uses })
    .int({ error: DISCOUNT_MESSAGES.uses })
    .min(1, { error: DISCOUNT_MESSAGES.uses })
    .max(DISCOUNT_LIMITS.usesMax, { error: DISCOUNT_MESSAGES.uses })
    .nullable();

const moment = () => z.iso.datetime({ offset: true, error: DISCOUNT_MESSAGES.date }).nullable();

export const discountCodeSchema = requiredString()
  .toUpperCase()
  .regex(/^[A-Z0-9-]+$/, { error: DISCOUNT_MESSAGES.codeFormat })
  .min(DISCOUNT_LIMITS.codeMin, { error: DISCOUNT_MESSAGES.codeFormat })
  .max(DISCOUNT_LIMITS.codeMax, { error: DISCOUNT_MESSAGES.codeFormat });

export const discountInputSchema = z
  .object({
    code: discountCodeSchema,
    description: text()
      .trim()
      .max(DISCOUNT_LIMITS.descriptionMax, {
        error: labelMaxLengthMessage('Description', DISCOUNT_LIMITS.descriptionMax),
      }),
    type: z.enum(DISCOUNT_TYPES, { error: DISCOUNT_MESSAGES.type }),
    /** Percentage: percent (12.5 = 12.5 %). Fixed: pesos. Checked below, by type. */
    value: z.number({ error: DISCOUNT_MESSAGES.value }).nullable(),
    /** Percentage codes only: the most a single order gets off, in pesos. */
    maxDiscount: pesos(DISCOUNT_MESSAGES.amount, 0, true).nullable(),
    /** The items' subtotal an order needs (0: any). */
    minSpend: pesos(DISCOUNT_MESSAGES.minSpend, 0),
    startsAt: moment(),
    endsAt: moment(),
    /** Orders in all; null: unlimited. */
    usageLimit: uses(),
    /** Orders per customer; null: unlimited. */
    perCustomerLimit: uses(),
    /** Empty (with no products): the whole cart. */
    categoryIds: z
      .array(uuid)
      .max(DISCOUNT_LIMITS.categoriesMax, { error: DISCOUNT_MESSAGES.tooManyCategories }),
    productIds: z
      .array(uuid)
      .max(DISCOUNT_LIMITS.productsMax, { error: DISCOUNT_MESSAGES.tooManyProducts }),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.value === null) {
      issue(
        'value',
        input.type === 'percentage' ? DISCOUNT_MESSAGES.percent : DISCOUNT_MESSAGES.amount,
      );
    } else if (input.type === 'percentage') {
      const basisPoints = input.value * 100;
      if (
        !Number.isFinite(input.value) ||
        Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6 ||
        input.value < 1 ||
        input.value > 100
      ) {
        issue('value', DISCOUNT_MESSAGES.percent);
      }
    } else if (!pesos(DISCOUNT_MESSAGES.amount, 0, true).safeParse(input.value).success) {
      issue('value', DISCOUNT_MESSAGES.amount);
    }
    if (input.type === 'fixed' && input.maxDiscount !== null) {
      issue('maxDiscount', DISCOUNT_MESSAGES.maxDiscountFixed);
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      issue('endsAt', DISCOUNT_MESSAGES.endsBeforeStarts);
    }
  })
  // Checked above: a value is there.
  .transform((input) => ({ ...input, value: input.value ?? 0 }));
export type DiscountInput = z.output<typeof discountInputSchema>;
export type DiscountFormValues = z.input<typeof discountInputSchema>;

export const DISCOUNT_SORT_FIELDS = ['code', 'createdAt', 'startsAt', 'endsAt', 'uses'] as const;
export type DiscountSortField = (typeof DISCOUNT_SORT_FIELDS)[number];

export const discountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(DISCOUNT_SORT_FIELDS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Part of the code or its description. */
  search: text().trim().max(100).optional(),
  status: z.enum(DISCOUNT_STATUSES).optional(),
});
export type DiscountListQuery = z.infer<typeof discountListQuerySchema>;

export const adminDiscountSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent or pesos, as entered. */
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minSpend: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categoryIds: z.array(z.string()),
  productIds: z.array(z.string()),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders that used the code. */
  uses: z.number().int(),
  /** Totals of those orders, cancelled ones left out (pesos). */
  revenue: z.number(),
  /** What those orders got off (pesos). */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const discountUseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** Pesos taken off that order. */
  discount: z.number(),
  /** The order's total (pesos) and whether it was cancelled since. */
  total: z.number(),
  cancelled: z.boolean(),
});
export type DiscountUse = z.infer<typeof discountUseSchema>;

export const adminDiscountDetailSchema = adminDiscountSchema.extend({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  products: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string() })),
  recentUses: z.array(discountUseSchema),
});
export type AdminDiscountDetail = z.infer<typeof adminDiscountDetailSchema>;

/** Amounts the console shows: "10%" or "₱500.00". */
export function discountValueLabel(discount: Pick<AdminDiscount, 'type' | 'value'>): string {
  return discount.type === 'percentage' ? `${discount.value}%` : formatPeso(discount.value);
}
