import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/seed/seed-database';
import { generateCatalogue } from '../src/seed/generator/index';
import { POSTGRES_TEMPLATE_DB, TEST_PRODUCT_COUNT, TEST_PROJECT_ID } from './database';

/** Builds the migrated, seeded template every PostgreSQL test file copies. */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL must be set for the server-postgres test project');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE_DB}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await handle.migrate();
    await seedCatalogue(handle.db, generateCatalogue({ productCount: TEST_PRODUCT_COUNT }), {
      projectId: TEST_PROJECT_ID,
    });
  } finally {
    await handle.close();
  }
  return async () => {
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}
