import { describe, expect, it } from 'vitest';
import type { JobRow, JobsRepository, NewJob } from './jobs-repository';
import { createJobRunner, retryDelayMs } from './runner';

/** The repository's contract in memory (claiming, due times, leases), for the runner's rules. */
function memoryRepository() {
  const rows: JobRow[] = [];
  let ids = 0;
  const repository: JobsRepository = {
    async enqueue(job: NewJob) {
      if (job.dedupeKey && rows.some((row) => row.dedupeKey === job.dedupeKey)) return undefined;
      const now = new Date();
      const row: JobRow = {
        id: String(++ids),
        type: job.type,
        payload: job.payload,
        status: 'pending',
        runAt: job.runAt,
        attempts: 0,
        maxAttempts: job.maxAttempts ?? 5,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        finishedAt: null,
        dedupeKey: job.dedupeKey ?? null,
        createdAt: now,
        updatedAt: now,
      };
      rows.push(row);
      return row.id;
    },
    async claimDue(now, workerId, limit) {
      const due = rows
        .filter((row) => row.status === 'pending' && row.runAt <= now)
        .slice(0, limit);
      for (const row of due)
        Object.assign(row, { status: 'running', lockedBy: workerId, attempts: row.attempts + 1 });
      return due.map((row) => ({ ...row }));
    },
    async complete(id, _workerId, now) {
      Object.assign(
        rows.find((row) => row.id === id)!,
        { status: 'done', finishedAt: now },
      );
    },
    async retryAt(id, _workerId, runAt, error) {
      Object.assign(
        rows.find((row) => row.id === id)!,
        { status: 'pending', runAt, lastError: error },
      );
    },
    async fail(id, _workerId, now, error) {
      Object.assign(
        rows.find((row) => row.id === id)!,
        { status: 'failed', finishedAt: now, lastError: error },
      );
    },
    async find(id) {
      return rows.find((row) => row.id === id);
    },
  };
  return { repository, rows };
}

const quiet = { info: () => undefined, error: () => undefined };

describe('the jobs runner', () => {
  it('runs due jobs, and jobs they queue that are due too; later ones wait', async () => {
    const { repository, rows } = memoryRepository();
    let now = new Date('2026-05-04T00:00:00Z');
    const runner = createJobRunner({ repository, now: () => now, log: quiet, pollIntervalMs: 0 });
    const seen: string[] = [];
    runner.register('a', async (payload) => {
      seen.push(String(payload['n']));
      if (payload['n'] === 1) await runner.enqueue({ type: 'a', payload: { n: 2 } });
    });
    await runner.enqueue({ type: 'a', payload: { n: 1 } });
    await runner.enqueue({ type: 'a', payload: { n: 3 }, runAt: new Date(now.getTime() + 60_000) });
    expect(await runner.runDue()).toBe(2);
    expect(seen).toEqual(['1', '2']);
    now = new Date(now.getTime() + 60_000);
    await runner.runDue();
    expect(seen).toEqual(['1', '2', '3']);
    expect(rows.every((row) => row.status === 'done')).toBe(true);
  });

  it('retries a failing job with backoff, then gives up after maxAttempts', async () => {
    const { repository, rows } = memoryRepository();
    let now = new Date('2026-05-04T00:00:00Z');
    const runner = createJobRunner({ repository, now: () => now, log: quiet, pollIntervalMs: 0 });
    let calls = 0;
    runner.register('flaky', async () => {
      calls += 1;
      throw new Error('SMTP is down');
    });
    await runner.enqueue({ type: 'flaky', payload: {}, maxAttempts: 3 });
    await runner.runDue();
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
    expect(rows[0]!.runAt.getTime() - now.getTime()).toBe(retryDelayMs(1));
    for (let attempt = 0; attempt < 3; attempt++) {
      now = new Date(now.getTime() + 3_600_000);
      await runner.runDue();
    }
    expect(calls).toBe(3);
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('fails a job nobody handles, and keeps one job per dedupe key', async () => {
    const { repository, rows } = memoryRepository();
    const runner = createJobRunner({
      repository,
      now: () => new Date(),
      log: quiet,
      pollIntervalMs: 0,
    });
    expect(await runner.enqueue({ type: 'nobody', payload: {}, dedupeKey: 'k' })).toBeDefined();
    expect(await runner.enqueue({ type: 'nobody', payload: {}, dedupeKey: 'k' })).toBeUndefined();
    await runner.runDue();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'failed',
      lastError: 'No handler for jobs of type nobody',
    });
  });
});
