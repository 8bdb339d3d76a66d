import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

// Always the embedded database: the adoption is PGlite's alone.
describe('PGlite result parsers', () => {
  let database: DatabaseHandle;
  // What reaches PGlite itself, under the adoption: every query's options, transactions' too.
  const optionsSent: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    const client = await PGlite.create();
    const record = (target: { query: PGlite['query'] }) => {
      const query = target.query.bind(target);
      target.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        optionsSent.push(options);
        return query(text, params, options);
      }) as PGlite['query'];
    };
    record(client);
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) =>
      transaction((tx) => {
        record(tx);
        return callback(tx);
      });
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '', pglite: client });
  });
  afterAll(async () => database.close());

  const values = sql`select timestamptz '2026-11-27 08:30:00+08' as at, date '2026-11-27' as day,
    interval '2 days' as span, 42::int as count, array[date '2026-11-27'] as days`;

  it('gives drizzle the rows it expects, outside and inside a transaction', async () => {
    const expected = {
      at: '2026-11-27 00:30:00+00',
      day: '2026-11-27',
      span: '2 days',
      count: 42,
      days: '{2026-11-27}',
    };
    expect((await database.db.execute(values)).rows).toEqual([expected]);
    const inside = await database.db.transaction(async (tx) => (await tx.execute(values)).rows);
    expect(inside).toEqual([expected]);
  });

  it('sends no per-query parser table to PGlite, so it never copies its own', async () => {
    optionsSent.length = 0;
    await database.db.execute(values);
    await database.db.transaction(async (tx) => tx.execute(values));
    expect(optionsSent.length).toBeGreaterThanOrEqual(2);
    for (const options of optionsSent) expect(options?.parsers).toBeUndefined();
  });
});
