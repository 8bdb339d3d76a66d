import { loadConfig } from '../config';
import { accountSeedFromConfig } from '../modules/auth/index';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/client';
import {
  DEMO_PRODUCT_COUNT,
  seedCatalogue,
  seedIfEmpty,
  truncateShopTables,
} from '../seed/seed-database';
import { generateCatalogue } from '../seed/generator/index';
import { seedContentIfEmpty } from '../seed/content/index';
import { outbox } from '../db/schema/index';

const usage = 'Usage: db <migrate|seed|reset>';

/** `npm run db:migrate | db:seed | db:reset` against the configured database. */
async function run(command: string | undefined) {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) throw new Error(usage);
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (command === 'seed') {
      const seeded = await seedIfEmpty(database.db, {
        projectId: config.projectId,
        accounts: accountSeedFromConfig(config),
      });
      console.log(
        seeded
          ? 'Seeded the demo catalogue.'
          : 'The database already has a catalogue; nothing seeded.',
      );
    }
    if (command === 'reset') {
      await truncateShopTables(database.db);
      await database.db.delete(outbox);
      await seedCatalogue(database.db, generateCatalogue({ productCount: DEMO_PRODUCT_COUNT }), {
        projectId: config.projectId,
      });
      await seedContentIfEmpty(database.db, { projectId: config.projectId });
      console.log('Emptied the shop tables and seeded the demo catalogue again.');
    }
    if (command === 'migrate') console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
    lock?.release();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
