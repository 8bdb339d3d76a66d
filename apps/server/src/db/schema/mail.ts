import { index, pgTable } from 'drizzle-orm/pg-core';
import { id, integer, jsonb, text, timestamp, timestamps } from './columns';

/** Every message the shop composes, kept whether it was delivered by SMTP or only stored. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** stored: kept in the outbox only; sent: accepted by the SMTP server; failed: see lastError. */
    status: text().$type<'stored' | 'sent' | 'failed'>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    emlPath: text(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('outbox_to_idx').on(t.toAddress), index('outbox_created_idx').on(t.createdAt)],
);
