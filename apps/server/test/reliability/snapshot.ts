import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Tables a refused request may write on purpose, left out of "nothing changed":
 * - sign_ins: a failed sign-in is counted (the lockout needs it).
 */
export const BOOKKEEPING_TABLES = new Set(['sign_ins']);

const LOG = 'reliability_writes';

interface Rows<T> {
  rows: T[];
}

/**
 * Puts a row trigger on every table of the test database (this copy only, never a migration):
 * each inserted, updated or deleted row — in any table, present or added later — leaves its
 * table's name in a log. A write rolled back with its transaction leaves nothing, as it should.
 * The whole shop is watched, not only the caller's rows: a refused request must change nothing.
 */
export async function installWriteLog(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      `create table if not exists ${LOG} (id bigserial primary key, table_name text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function ${LOG}_record() returns trigger language plpgsql as $$
      begin insert into ${LOG} (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
  `)) as unknown as Rows<{ name: string }>;
  for (const { name } of tables.rows) {
    if (name === LOG || BOOKKEEPING_TABLES.has(name)) continue;
    await db.execute(
      sql.raw(`create or replace trigger ${LOG}_trigger after insert or update or delete on "${name}"
        for each row execute function ${LOG}_record()`),
    );
  }
}

/** A point in the write log. */
export type Snapshot = number;

export async function snapshot(db: Database): Promise<Snapshot> {
  const result = (await db.execute(
    sql.raw(`select coalesce(max(id), 0)::text as last from ${LOG}`),
  )) as unknown as Rows<{ last: string }>;
  return Number(result.rows[0]?.last ?? 0);
}

/** The tables written since a snapshot, and the snapshot after them. */
export async function writesSince(
  db: Database,
  since: Snapshot,
): Promise<{ tables: string[]; now: Snapshot }> {
  const result = (await db.execute(
    sql.raw(
      `select table_name as name, max(id)::text as last from ${LOG} where id > ${Number(since)} group by table_name order by table_name`,
    ),
  )) as unknown as Rows<{ name: string; last: string }>;
  const last = Math.max(since, ...result.rows.map((row) => Number(row.last)));
  return { tables: result.rows.map((row) => row.name), now: last };
}
