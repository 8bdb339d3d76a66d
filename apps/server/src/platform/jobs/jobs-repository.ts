import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;
type Executor = Database | Transaction;

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
  dedupeKey?: string;
}

/** The jobs table: enqueue inside the caller's transaction, claim with FOR UPDATE SKIP LOCKED. */
export function createJobsRepository(db: Database) {
  return {
    /** Undefined when a job with the same dedupe key already exists. */
    async enqueue(job: NewJob, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .insert(jobs)
        .values({
          type: job.type,
          payload: job.payload,
          runAt: job.runAt,
          maxAttempts: job.maxAttempts ?? 5,
          dedupeKey: job.dedupeKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return row?.id;
    },

    /**
     * Takes up to `limit` due jobs for this worker: pending ones whose time has come, and
     * running ones whose lease ran out (their node died). Rows another node holds are skipped.
     */
    async claimDue(now: Date, workerId: string, limit: number, leaseMs: number) {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - leaseMs))),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          lockedAt: now,
          lockedBy: workerId,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    async complete(id: string, now: Date) {
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedAt: null, lockedBy: null, lastError: null })
        .where(eq(jobs.id, id));
    },

    async retryAt(id: string, runAt: Date, error: string) {
      await db
        .update(jobs)
        .set({ status: 'pending', runAt, lockedAt: null, lockedBy: null, lastError: error })
        .where(eq(jobs.id, id));
    },

    async fail(id: string, now: Date, error: string) {
      await db
        .update(jobs)
        .set({
          status: 'failed',
          finishedAt: now,
          lockedAt: null,
          lockedBy: null,
          lastError: error,
        })
        .where(eq(jobs.id, id));
    },

    async find(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
