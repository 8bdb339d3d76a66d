import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { jobs } from '../../src/db/schema/index';
import { createJobsRepository } from '../../src/platform/jobs/jobs-repository';
import { createJobRunner, type JobRunner } from '../../src/platform/jobs/runner';
import { createTestDatabase } from '../database';

// Two runners on one database stand for two nodes of a cluster (DESIGN.md section 6): on
// PostgreSQL (`server-postgres`) they claim over separate pool connections at the same time;
// on PGlite their claims interleave on the one connection. Either way SKIP LOCKED and the
// lease decide who runs what, and the handlers count.

let database: DatabaseHandle;
const quiet = { info: () => undefined, error: () => undefined };
const LEASE_MS = 5 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function node(name: string, now: () => Date, batchSize = 4): JobRunner {
  return createJobRunner({
    repository: createJobsRepository(database.db),
    now,
    log: quiet,
    pollIntervalMs: 0,
    batchSize,
    leaseMs: LEASE_MS,
    workerId: name,
  });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('jobs on two nodes sharing one database', () => {
  it('every one of 60 jobs runs exactly once, and both nodes take a share', async () => {
    const type = 'test.count-once';
    const runs = new Map<number, string[]>();
    const nodes = ['node-a', 'node-b'].map((name) => {
      const runner = node(name, () => new Date());
      runner.register(type, async (payload) => {
        const n = Number(payload['n']);
        // Yield while holding the job, so the other node claims in the meantime.
        await pause();
        runs.set(n, [...(runs.get(n) ?? []), name]);
      });
      return runner;
    });
    const ids: string[] = [];
    for (let n = 0; n < 60; n++) {
      const id = await nodes[0]!.enqueue({ type, payload: { n } });
      ids.push(id!);
    }

    const done = await Promise.all(nodes.map((runner) => runner.runDue()));

    expect(done[0]! + done[1]!).toBe(60);
    expect(done[0]).toBeGreaterThan(0);
    expect(done[1]).toBeGreaterThan(0);
    expect(runs.size).toBe(60);
    const twice = [...runs].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const rows = await database.db
      .select({ status: jobs.status, attempts: jobs.attempts, lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    expect(rows.every((row) => row.lockedBy === null)).toBe(true);
  });

  it("a job whose node died is taken over once its lease has run out, and the dead node's late answer changes nothing", async () => {
    const type = 'test.taken-over';
    let now = new Date('2030-01-01T00:00:00Z');
    const ranOn: string[] = [];
    const survivor = node('node-b', () => now);
    survivor.register(type, async () => {
      ranOn.push('node-b');
    });
    const id = (await survivor.enqueue({ type, payload: {} }))!;

    // node-a claims the job, then is killed before it can finish (nothing more from it).
    const deadRepository = createJobsRepository(database.db);
    const claimed = await deadRepository.claimDue(now, 'node-a', 10, LEASE_MS);
    expect(claimed.map((job) => job.id)).toContain(id);
    // Put back any other due job of this database so only ours is held.
    const others = claimed.filter((job) => job.id !== id).map((job) => job.id);
    if (others.length > 0)
      await database.db
        .update(jobs)
        .set({ status: 'pending', lockedAt: null, lockedBy: null })
        .where(inArray(jobs.id, others));

    // Within the lease the other node leaves it alone.
    now = new Date(now.getTime() + LEASE_MS - 1_000);
    await survivor.runDue();
    expect(ranOn).toEqual([]);
    expect((await deadRepository.find(id))?.lockedBy).toBe('node-a');

    // After it, the survivor takes the job over and runs it once.
    now = new Date(now.getTime() + 2_000);
    await survivor.runDue();
    expect(ranOn).toEqual(['node-b']);
    expect(await deadRepository.find(id)).toMatchObject({ status: 'done', attempts: 2 });

    // node-a was only slow: its outcome arrives late and is ignored.
    await deadRepository.fail(id, 'node-a', now, 'late failure from a node presumed dead');
    await deadRepository.retryAt(id, 'node-a', now, 'late retry');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', lastError: null, attempts: 2 });
    await survivor.runDue();
    expect(ranOn).toEqual(['node-b']);
  });
});
