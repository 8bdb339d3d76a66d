import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { TestApp } from '../app';
import { createTestDatabase, TEST_PROJECT_ID } from '../database';

/** The Redis the `server-redis` project runs against (vitest.config.ts at the root). */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL must be set for the server-redis test project');
  return url;
}

export interface TwoNodes {
  a: TestApp;
  b: TestApp;
  /** This run's own key prefix: other runs and helpers on the same Redis never see its keys. */
  keyPrefix: string;
  close(): Promise<void>;
}

/**
 * Two nodes of one shop, as behind a load balancer: two whole apps on one database and one
 * Redis key prefix. Polling is set to ten minutes, so whatever one node sees of the other's
 * changes in a test came through Redis, not through the fallback.
 */
export async function createTwoNodes(
  options: { env?: Record<string, string>; envB?: Record<string, string> } = {},
): Promise<TwoNodes> {
  const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
  const database = await createTestDatabase();
  const nodes: TestApp[] = [];
  try {
    for (const own of [{}, options.envB ?? {}]) {
      nodes.push(await startNode(database, { ...options.env, ...own }, keyPrefix));
    }
  } catch (error) {
    await Promise.all(nodes.map((node) => node.close()));
    await database.close();
    throw error;
  }
  const [a, b] = nodes as [TestApp, TestApp];
  return {
    a,
    b,
    keyPrefix,
    async close() {
      await a.close();
      await b.close();
      await database.close();
      await deleteKeys(keyPrefix);
    },
  };
}

async function startNode(
  database: DatabaseHandle,
  env: Record<string, string>,
  keyPrefix: string,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PROJECT_ID: TEST_PROJECT_ID,
    WEB_DIST: path.join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://shop.example.ph',
    JOBS_POLL_INTERVAL_MS: '0',
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: keyPrefix,
    CATALOGUE_POLL_MS: '600000',
    MAINTENANCE_CACHE_MS: '600000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    // The database is shared: the pair closes it once.
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function deleteKeys(prefix: string) {
  const redis = new Redis(testRedisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Asks until `check` passes or `withinMs` is over; returns how long it took. */
export async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > withinMs) {
      throw new Error(`not seen within ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
