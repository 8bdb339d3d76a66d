import { index, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { discountCodes } from './commerce';
import { id, integer, jsonb, text, timestamp, timestamps, uuid } from './columns';

export type TradeInStatus = 'active' | 'cancelled';

/** What the shopper told us about the old piece, as valued. */
export interface TradeInItem {
  year: number;
  brand: string;
  subModel: string;
  bodyType: string;
  condition: string;
  pricePaidCentavos: number | null;
}

/** An accepted trade-in offer: its credit is a personal one-use discount code. */
export const tradeIns = pgTable(
  'trade_ins',
  {
    id: id(),
    projectId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountCodeId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    item: jsonb().$type<TradeInItem>().notNull(),
    lowCentavos: integer().notNull(),
    highCentavos: integer().notNull(),
    creditCentavos: integer().notNull(),
    rule: text().notNull(),
    status: text().$type<TradeInStatus>().notNull().default('active'),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    ...timestamps,
  },
  (t) => [index('trade_ins_user_idx').on(t.userId, t.createdAt)],
);
