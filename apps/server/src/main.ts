import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './seed/seed-database';
import { accountSeedFromConfig } from './modules/auth/index';
import { ObjectStorageError } from './platform/storage/s3-storage';
import type { Tracing } from './platform/observability/tracing';
import { limitHeapGrowth } from './platform/runtime/heap-growth';

async function main() {
  const config = loadConfig();
  // Before the catalogue loads: its start-up garbage is the first thing this bounds.
  limitHeapGrowth(config.heapGrowthPercent);
  // Only the embedded database lives in DATA_DIR; a PostgreSQL server guards itself.
  const lock: DataDirLock | undefined = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  const { otlpEndpoint, serviceName } = config.observability;
  // Loaded only when asked for: a node without traces does not load the SDK at all.
  const tracing: Tracing | undefined = otlpEndpoint
    ? (await import('./platform/observability/tracing')).startTracing({
        endpoint: otlpEndpoint,
        serviceName,
      })
    : undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    if (config.seedOnStart)
      await seedIfEmpty(database.db, {
        projectId: config.projectId,
        accounts: accountSeedFromConfig(config),
      });
    const app = await buildApp({ config, database, tracing });
    await app.listen({ port: config.port, host: config.host });
    handleSignals(
      async () => {
        await app.close();
        await database?.close();
        lock?.release();
        // Sends the spans still buffered.
        await tracing?.shutdown();
      },
      config.shutdownTimeoutMs,
      (message) => app.log.info(message),
    );
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    await tracing?.shutdown().catch(() => undefined);
    throw error;
  }
}

/** Stop accepting, let requests finish, close the database; never leave it half-written. */
function handleSignals(
  close: () => Promise<void>,
  timeoutMs: number,
  log: (message: string) => void,
) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${timeoutMs} ms; exiting.`);
      process.exit(1);
    }, timeoutMs);
    close()
      .then(() => {
        clearTimeout(timer);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof ObjectStorageError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
