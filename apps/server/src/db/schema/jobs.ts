import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, integer, jsonb, text, timestamp, timestamps } from './columns';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Background work shared by every node: claimed with FOR UPDATE SKIP LOCKED, retried with
 * backoff, and picked up again when a node died holding it (lockedAt older than the lease).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<JobStatus>().notNull().default('pending'),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
    /** At most one live job per key (e.g. one expiry per order). */
    dedupeKey: text(),
    ...timestamps,
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey),
  ],
);
