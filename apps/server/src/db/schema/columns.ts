/**
 * The schema's columns: the PostgreSQL types its tables use, and the columns many tables share.
 * A table file takes its columns from here and its table, key and index builders from
 * drizzle-orm/pg-core.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
