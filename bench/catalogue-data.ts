import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@shop/server/db/client';
import { generateCatalogue } from '@shop/server/seed/generator/index';
import { seedCatalogue } from '@shop/server/seed/seed-database';

export const BENCH_PROJECT_ID = 'casa-filipina';
const cacheRoot = fileURLToPath(new URL('./.data', import.meta.url));

/**
 * An embedded database holding a generated catalogue of `productCount` products, built once
 * and reused by later runs (bench/.data/<count>, not committed).
 */
export async function catalogueDataDir(productCount: number): Promise<string> {
  const dataDir = path.join(cacheRoot, String(productCount));
  if (existsSync(path.join(dataDir, 'ready'))) return dataDir;
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db, generateCatalogue({ productCount }), {
      projectId: BENCH_PROJECT_ID,
    });
  } finally {
    await database.close();
  }
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(dataDir, 'ready'), new Date().toISOString());
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
