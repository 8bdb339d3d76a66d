import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serverFolder } from '../server-folder';
import * as schema from './schema/index';
import { adoptQueryParsers } from './pglite-parsers';
import { keepStatementsPrepared } from './pglite-statements';
import { observePgliteQueries, observePoolQueries, type QueryObserver } from './query-observer';

export type { QueryObserver, QueryStart } from './query-observer';

export const migrationsFolder = path.join(serverFolder, 'drizzle');

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written against the PostgreSQL dialect. */
export type Database = ReturnType<typeof drizzlePglite<Schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `observer` around every query from now on (metrics, trace spans). Nothing is wrapped
   * until this is called, so a node without metrics or traces pays nothing per query.
   */
  observeQueries(observer: QueryObserver): void;
  /** Connection pool use (PostgreSQL only; PGlite is one connection inside the process). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** A postgres:// URL, `memory://` for an in-memory PGlite, or undefined for PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** An already created PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  const client =
    options.pglite ??
    (await createPglite(url === 'memory://' ? undefined : pgliteDir(options.dataDir)));
  adoptQueryParsers(client);
  keepStatementsPrepared(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    observeQueries: (observer) => observePgliteQueries(client, observer),
  };
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * PostgreSQL's buffer pool inside PGlite. PGlite keeps the whole pool resident from the moment it
 * opens (PostgreSQL's default 128 MB was a fifth of the server's memory at 100,000 products,
 * #17), while an embedded shop's hot rows are few: catalogue reads answer from the in-memory
 * snapshot, and a page outside the pool is read from the operating system's file cache.
 * A start parameter, not `postgresqlconf` (PGlite would overwrite the data directory's file).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function createPglite(dir: string | undefined): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

const POOL_MAX = 10;

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    // The node-postgres database has the same query-builder surface as the PGlite one.
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    observeQueries: (observer) => observePoolQueries(pool, observer),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
  };
}
