import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedCatalogue } from '../src/seed/seed-database';
import { generateCatalogue } from '../src/seed/generator/index';
import { TEST_PRODUCT_COUNT, TEST_PROJECT_ID } from './constants';

export { TEST_PRODUCT_COUNT, TEST_PROJECT_ID };

/**
 * API tests run on a fresh copy of a migrated and seeded database per test file:
 * an in-memory PGlite clone by default, or — in the `server-postgres` project —
 * a PostgreSQL database created from a template (see test/postgres-global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB_KIND === 'postgres'
    ? createPostgresDatabase()
    : createPgliteDatabase();
}

let template: Promise<PGlite> | undefined;

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  template ??= (async () => {
    const client = await createPglite(undefined);
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '', pglite: client });
    await handle.migrate();
    await seedCatalogue(handle.db, generateCatalogue({ productCount: TEST_PRODUCT_COUNT }), {
      projectId: TEST_PROJECT_ID,
    });
    return client;
  })();
  // clone() is typed as the interface; at run time it is a PGlite like its template.
  const clone = (await (await template).clone()) as PGlite;
  return openDatabase({ databaseUrl: 'memory://', dataDir: '', pglite: clone });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own template database, so concurrent runs on one server never collide. */
    postgresTemplateDb: string;
  }
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = requiredEnv('TEST_DATABASE_URL');
  const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplateDb')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for the server-postgres test project`);
  return value;
}
