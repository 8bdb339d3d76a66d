import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@shop/server/db/client';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';

export const BENCH_PROJECT_ID = 'casa-filipina';
const cacheRoot = fileURLToPath(new URL('./.data', import.meta.url));
// Bump when the seeded data changes shape, so an older cached catalogue is built again.
const DATA_FORMAT = 'catalogue 4: collections, search and ranking documents, analysed';

/**
 * An embedded database holding a generated catalogue of `productCount` products, built once
 * and reused by later runs (bench/.data/<count>, not committed).
 */
export async function catalogueDataDir(productCount: number): Promise<string> {
  const dataDir = path.join(cacheRoot, String(productCount));
  const marker = path.join(dataDir, 'ready');
  if (existsSync(marker) && readFileSync(marker, 'utf8').startsWith(DATA_FORMAT)) return dataDir;
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db, generateCatalogue({ productCount }), {
      projectId: BENCH_PROJECT_ID,
    });
    // What an operator does after a bulk import: the embedded database has no autovacuum, so
    // without it the planner has no statistics and the search tables keep their dead rows.
    await database.db.$client.exec('vacuum analyze');
  } finally {
    await database.close();
  }
  writeFileSync(marker, `${DATA_FORMAT}\n${new Date().toISOString()}\n`);
  console.log(
    `Built a ${productCount}-product catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return dataDir;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const count = Number(process.argv[2] ?? 10_000);
  catalogueDataDir(count).then((dir) => console.log(dir));
}
