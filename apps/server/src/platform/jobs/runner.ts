import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { JobRow, JobsRepository, NewJob } from './jobs-repository';

export interface JobContext {
  attempt: number;
  now: Date;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunner {
  register(type: string, handler: JobHandler): void;
  /** In the caller's transaction, so the job exists exactly when the change that needs it does. */
  enqueue(
    job: Omit<NewJob, 'runAt'> & { runAt?: Date },
    tx?: Transaction,
  ): Promise<string | undefined>;
  /** Runs every due job (one batch after another) and resolves when none is left. */
  runDue(): Promise<number>;
  /** Asks for a run soon, without waiting for it (after a commit that enqueued work). */
  kick(): void;
  /** Resolves when the run in progress, if any, has finished. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  repository: JobsRepository;
  now: () => Date;
  log: JobLogger;
  pollIntervalMs: number;
  batchSize?: number;
  /** A running job whose node has been silent this long is taken over. */
  leaseMs?: number;
  /** Names this runner in `jobs.locked_by` (default: a random id per runner). */
  workerId?: string;
}

const MINUTE = 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { repository, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const handlers = new Map<string, JobHandler>();
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * MINUTE;
  let current: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(job: JobRow) {
    const handler = handlers.get(job.type);
    const now = options.now();
    try {
      if (!handler) throw new Error(`No handler for jobs of type ${job.type}`);
      await handler(job.payload, { attempt: job.attempts, now });
      await repository.complete(job.id, workerId, options.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (handler && job.attempts < job.maxAttempts) {
        await repository.retryAt(
          job.id,
          workerId,
          new Date(now.getTime() + retryDelayMs(job.attempts)),
          message,
        );
        log.info(
          { jobId: job.id, type: job.type, attempt: job.attempts, err: error },
          'job failed; retrying later',
        );
      } else {
        await repository.fail(job.id, workerId, options.now(), message);
        log.error({ jobId: job.id, type: job.type, err: error }, 'job failed for good');
      }
    }
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await repository.claimDue(options.now(), workerId, batchSize, leaseMs);
      for (const job of batch) await runOne(job);
      // Handlers may queue follow-up work that is already due (an order's mail): keep going.
      if (batch.length === 0) return done;
      done += batch.length;
    }
  }

  // One run at a time per node; a request arriving mid-run gets one more pass afterwards.
  function runDue(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  const runQuietly = () => {
    if (stopped) return;
    runDue().catch((error: unknown) => log.error({ err: error }, 'the job runner failed'));
  };

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    enqueue(job, tx) {
      return repository.enqueue({ ...job, runAt: job.runAt ?? options.now() }, tx);
    },
    runDue,
    kick() {
      setImmediate(runQuietly);
    },
    async idle() {
      await current?.catch(() => undefined);
    },
    start() {
      if (options.pollIntervalMs <= 0 || timer) return;
      timer = setInterval(runQuietly, options.pollIntervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
  };
}
