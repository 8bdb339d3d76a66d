import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, QueryStart } from '../src/db/client';
import { operationOf } from '../src/db/query-observer';
import { createTestDatabase } from './database';

describe('operationOf', () => {
  it('labels a statement by its first keyword, and anything unknown as other', () => {
    expect(operationOf('select "id" from "products"')).toBe('select');
    expect(operationOf('  INSERT INTO jobs VALUES ($1)')).toBe('insert');
    expect(operationOf('\n with due as (select 1) update jobs set x = 1')).toBe('with');
    expect(operationOf('savepoint sp1')).toBe('savepoint');
    // Free text never becomes a label: the set of series stays bounded.
    expect(operationOf('vacuum analyze products')).toBe('other');
    expect(operationOf("'; drop table users; --")).toBe('other');
    expect(operationOf('')).toBe('other');
  });
});

describe('observeQueries', () => {
  let database: DatabaseHandle;
  const seen: { query: QueryStart; error: unknown; finished: boolean }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    database.observeQueries((query) => {
      const entry = { query, error: undefined as unknown, finished: false };
      seen.push(entry);
      return (error) => {
        entry.error = error;
        entry.finished = true;
      };
    });
  });
  afterAll(async () => database.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('sees each query start and finish, inside transactions too', async () => {
    seen.length = 0;
    await database.db.execute(sql`select 1 as one`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2 as two`);
    });
    await settle();
    const texts = seen.map((entry) => entry.query.text);
    expect(texts).toContain('select 1 as one');
    expect(texts).toContain('select 2 as two');
    for (const entry of seen) {
      expect(entry.finished).toBe(true);
      expect(entry.error).toBeUndefined();
      expect(entry.query.driver).toBe(database.kind === 'pglite' ? 'pglite' : 'postgres');
    }
  });

  it('reports a failed query with its error, and the caller still gets the error', async () => {
    seen.length = 0;
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await settle();
    const failed = seen.find((entry) => entry.query.text.includes('no_such_table'));
    expect(failed?.finished).toBe(true);
    expect(String(failed?.error)).toMatch(/no_such_table/);
    expect(failed?.query.operation).toBe('select');
  });
});
