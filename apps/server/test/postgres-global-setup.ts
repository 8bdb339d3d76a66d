import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/seed/seed-database';
import { generateCatalogue } from '../src/seed/generator/index';
import { TEST_PRODUCT_COUNT, TEST_PROJECT_ID } from './constants';

/** Builds the migrated, seeded template every PostgreSQL test file copies. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL must be set for the server-postgres test project');
  const templateDb = `shop_test_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${templateDb}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await handle.migrate();
    await seedCatalogue(handle.db, generateCatalogue({ productCount: TEST_PRODUCT_COUNT }), {
      projectId: TEST_PROJECT_ID,
    });
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplateDb', templateDb);
  return async () => {
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.end();
  };
}
