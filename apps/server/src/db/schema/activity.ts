import { index, pgTable } from 'drizzle-orm/pg-core';
import { id, jsonb, text, timestamp, uuid } from './columns';

/** One changed field of an admin write: its value before and after. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}
export type ActivityChanges = Record<string, FieldChange>;

/**
 * Every admin write: who, when, which record and what changed. Append-only: no route updates or
 * deletes a row, and the actor's e-mail is copied so the entry outlives a renamed account.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    projectId: text().notNull(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    /** What was done, e.g. `staff.invite`, `staff.role`, `staff.disable`. */
    action: text().notNull(),
    recordType: text().notNull(),
    recordId: text().notNull(),
    changes: jsonb().$type<ActivityChanges>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Rows are never updated; the column keeps the rule that every table has both timestamps.
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.projectId, t.createdAt),
    index('activity_log_actor_idx').on(t.projectId, t.actorId, t.createdAt),
    index('activity_log_record_idx').on(t.projectId, t.recordType, t.recordId, t.createdAt),
  ],
);
