import { index, pgSequence, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { date, id, integer, text, timestamp, timestamps, uuid } from './columns';
import { orderItems, orders } from './orders';

export type PolicyStatus = 'active' | 'refund_requested' | 'refunded';

/** PP-<year>-<6 digits>, shop-wide. */
export const policyNumberSeq = pgSequence('policy_number_seq', { startWith: 1 });

/**
 * A protection plan bought with an order line: one policy per line, covering its units. The
 * plan's terms are frozen here, so a later change of the product's plan does not move them.
 */
export const policies = pgTable(
  'policies',
  {
    id: id(),
    policyNumber: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productName: text().notNull(),
    planName: text().notNull(),
    years: integer().notNull(),
    units: integer().notNull(),
    /** What the customer paid for the plan on this line (all units). */
    premiumCentavos: integer().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    coolingOffEndsOn: date({ mode: 'string' }).notNull(),
    status: text().$type<PolicyStatus>().notNull().default('active'),
    refundReason: text(),
    refundRequestedAt: timestamp({ withTimezone: true }),
    /** A signed copy the customer sent back (POST /api/orders/download-policy-pdf). */
    signedCopyKey: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('policies_number_uq').on(t.policyNumber),
    uniqueIndex('policies_order_item_uq').on(t.orderItemId),
    index('policies_order_idx').on(t.orderId),
    index('policies_user_idx').on(t.userId),
  ],
);
