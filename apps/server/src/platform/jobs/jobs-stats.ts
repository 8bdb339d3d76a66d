import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

/** Read-only counts of the jobs table for /metrics, read when scraped (never per request). */
export function createJobsStats(db: Database) {
  return {
    /** Live and failed jobs by type and status, and when the oldest due pending job was due. */
    async read(now: Date) {
      const counts = await db
        .select({ type: jobs.type, status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running', 'failed']))
        .groupBy(jobs.type, jobs.status);
      const [oldest] = await db
        .select({ runAt: sql<Date | null>`min(${jobs.runAt})`.mapWith(jobs.runAt) })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)));
      return { counts, oldestDueAt: oldest?.runAt ?? null };
    },

    /** Jobs whose type matches a LIKE pattern that wait to run or are running. */
    async countLive(typePattern: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(inArray(jobs.status, ['pending', 'running']), like(jobs.type, typePattern)));
      return row?.count ?? 0;
    },
  };
}
