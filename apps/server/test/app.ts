import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Mailer } from '../src/platform/mail/mailer';
import type { Tracing } from '../src/platform/observability/tracing';
import { createTestDatabase, TEST_PROJECT_ID } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Lets a test add routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Log lines go here (at LOG_LEVEL, `info` unless env says otherwise); silent without it. */
  logStream?: NodeJS.WritableStream;
  tracing?: Tracing;
}

/** The real app on a fresh copy of the seeded test database, with its own DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PROJECT_ID: TEST_PROJECT_ID,
    WEB_DIST: path.join(dataDir, 'web'),
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      mailer: options.mailer,
      logger: Boolean(options.logStream),
      logStream: options.logStream,
      tracing: options.tracing,
    });
  } catch (error) {
    // A start that fails (a test of it, on purpose) leaves no database or folder behind.
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
