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

const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

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

    // The outcome is written only while this worker still holds the job: a node that was
    // presumed dead (its lease ran out and another node took the job over) and comes back
    // late must not mark the other node's run done, failed or pending again.

    async complete(id: string, workerId: string, now: Date) {
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedAt: null, lockedBy: null, lastError: null })
        .where(heldBy(id, workerId));
    },

    async retryAt(id: string, workerId: string, runAt: Date, error: string) {
      await db
        .update(jobs)
        .set({ status: 'pending', runAt, lockedAt: null, lockedBy: null, lastError: error })
        .where(heldBy(id, workerId));
    },

    async fail(id: string, workerId: string, now: Date, error: string) {
      await db
        .update(jobs)
        .set({
          status: 'failed',
          finishedAt: now,
          lockedAt: null,
          lockedBy: null,
          lastError: error,
        })
        .where(heldBy(id, workerId));
    },

    async find(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
