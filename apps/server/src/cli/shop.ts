import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { importBlogDirectory } from '../modules/content/index';
import {
  createMaintenanceSwitch,
  MAINTENANCE_CHANGES,
  writeMaintenanceRequest,
} from '../modules/maintenance/index';
import { connectRedis } from '../platform/redis/redis-link';
import { OPERATOR_USAGE, OperatorUsageError, runOperatorCommand } from '../modules/operator/index';

const usage = `Usage: npm run shop -- <command>

  content:import <dir>   create or update blog posts from the Markdown files in <dir> (by slug)
  maintenance:on         show the maintenance page to shoppers; the API answers 503
  maintenance:off        open the shop again
  maintenance:status     tell whether maintenance mode is on
${OPERATOR_USAGE}`;

class UsageError extends Error {}

/** Opens the configured database; the embedded one only when no server is using it. */
async function withDatabase<T>(
  config: AppConfig,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const lock: DataDirLock | undefined = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
    lock?.release();
  }
}

async function importContent(config: AppConfig, dir: string | undefined) {
  if (!dir) throw new UsageError('content:import needs the folder of Markdown files.');
  // npm runs workspace scripts inside apps/server; a relative folder means the caller's folder.
  // eslint-disable-next-line no-restricted-properties -- set by npm, not shop configuration
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new UsageError(`${folder} is not a folder.`);
  }
  const result = await withDatabase(config, (database) =>
    importBlogDirectory(database.db, config.projectId, folder),
  );
  console.log(
    `Imported ${result.created.length + result.updated.length} blog posts from ${folder}: ` +
      `${result.created.length} created, ${result.updated.length} updated.`,
  );
  for (const slug of result.created) console.log(`  + ${slug}`);
  for (const slug of result.updated) console.log(`  ~ ${slug}`);
}

async function setMaintenance(config: AppConfig, on: boolean) {
  const state = on ? 'on' : 'off';
  if (!on && config.maintenanceMode) {
    console.warn('MAINTENANCE_MODE=true is set: the shop stays in maintenance until it is unset.');
  }
  try {
    await withDatabase(config, (database) => serviceFor(config, database).setMaintenance(on));
    const told = await announceMaintenance(config);
    console.log(
      `Maintenance mode is ${state}. Running servers follow ${told ? 'at once' : 'within 2 seconds'}.`,
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await writeMaintenanceRequest(config.dataDir, on);
    console.log(
      `Asked the running server (pid ${error.pid}) to switch maintenance mode ${state}; ` +
        'it does so within 2 seconds.',
    );
  }
}

/** With REDIS_URL: tells the running nodes at once (docs/decisions/032); false when it could not. */
async function announceMaintenance(config: AppConfig): Promise<boolean> {
  if (!config.redis) return false;
  const log = {
    info: () => undefined,
    warn: (_: object, message: string) => console.warn(message),
  };
  const redis = await connectRedis({ ...config.redis, log });
  try {
    if (redis.health() !== 'connected') return false;
    await redis.publish(MAINTENANCE_CHANGES);
    return true;
  } finally {
    await redis.close();
  }
}

async function showMaintenance(config: AppConfig) {
  try {
    const status = await withDatabase(config, (database) => serviceFor(config, database).status());
    const why = status.source === 'env' ? ' (forced by MAINTENANCE_MODE=true)' : '';
    console.log(`Maintenance mode is ${status.on ? 'on' : 'off'}${why}.`);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.log(
      `A running server (pid ${error.pid}) owns the embedded database; ` +
        'GET /api/v1/public/site-settings on it shows the state.',
    );
  }
}

function serviceFor(config: AppConfig, database: DatabaseHandle) {
  return createMaintenanceSwitch(database.db, {
    projectId: config.projectId,
    forcedOn: config.maintenanceMode,
  });
}

async function run([command, ...args]: string[]) {
  const config = loadConfig();
  switch (command) {
    case 'content:import':
      return importContent(config, args[0]);
    case 'maintenance:on':
      return setMaintenance(config, true);
    case 'maintenance:off':
      return setMaintenance(config, false);
    case 'maintenance:status':
      return showMaintenance(config);
    default: {
      const handled =
        command !== undefined &&
        (await runOperatorCommand(command, args, {
          shopUrl: config.shopUrl,
          operator: config.auth.operator,
          sessionFile: path.join(config.dataDir, 'secrets', 'operator-session.json'),
          print: (line) => console.log(line),
        }));
      if (!handled) {
        throw new UsageError(command ? `Unknown command ${command}.` : 'No command given.');
      }
    }
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof OperatorUsageError) {
    console.error(`${error.message}\n\n${usage}`);
  } else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
