import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories, products, variantAtBranch } from './catalogue';
import { boolean, id, integer, jsonb, text, timestamp, timestamps, uuid } from './columns';

/**
 * One main server cart per customer (a guest cart lives in the browser until login), and any
 * number of one-line sale carts ("Buy now"): checked out on their own, gone after `expiresAt`.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    projectId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['main', 'sale'] })
      .notNull()
      .default('main'),
    /** Only for a sale cart: after this it can no longer be checked out. */
    expiresAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_user_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'main'`),
    index('carts_sale_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'sale'`),
  ],
);

/** A variant from one branch's stock; adding the same variant and branch again adds up. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...variantAtBranch(),
    quantity: integer().notNull(),
    withProtectionPlan: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.variantId, t.branchId),
    index('cart_items_cart_idx').on(t.cartId, t.createdAt),
  ],
);

/** The customer's address book; the partial indexes keep one default of each kind. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    contactName: text().notNull(),
    mobile: text().notNull(),
    region: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    barangay: text().notNull(),
    street: text().notNull(),
    zip: text().notNull(),
    isDefaultShipping: boolean().notNull().default(false),
    isDefaultBilling: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_default_shipping_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultShipping}`),
    uniqueIndex('addresses_default_billing_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

export type DiscountType = 'percentage' | 'fixed';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    projectId: text().notNull(),
    /** Stored uppercased; customers type it in any case. */
    code: text().notNull(),
    description: text().notNull().default(''),
    type: text().$type<DiscountType>().notNull(),
    /** Percentage: basis points (1000 = 10 %). Fixed: centavos. */
    value: integer().notNull(),
    /** Percentage codes may cap the amount taken off. */
    maxDiscountCentavos: integer(),
    minSpendCentavos: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Orders that may use the code in all; null = unlimited. */
    usageLimit: integer(),
    /** Orders one customer may use it for; null = unlimited. */
    perCustomerLimit: integer(),
    timesUsed: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** A personal code (a trade-in credit): only this customer may use it; null = anyone. */
    customerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Copied into the notes of the delivery order that uses it (e.g. collect the old item). */
    orderNote: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('discount_codes_project_code_uq').on(t.projectId, t.code)],
);

/** One row per order that used a code: the per-customer limit counts these. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountCodeId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid().notNull(),
    amountCentavos: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    index('discount_redemptions_code_user_idx').on(t.discountCodeId, t.userId),
    uniqueIndex('discount_redemptions_order_uq').on(t.orderId),
  ],
);

/** Checkout retries: one key of one customer is one order, and only for the same body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: uuid(),
    response: jsonb().$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A code limited to categories applies only to the lines of products in them (or below). */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    discountCodeId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountCodeId, t.categoryId] })],
);

/** A code limited to products applies only to their lines. */
export const discountCodeProducts = pgTable(
  'discount_code_products',
  {
    discountCodeId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountCodeId, t.productId] })],
);
