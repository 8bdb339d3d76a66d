import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../src/db/client';
import { preparedStatement } from '../src/db/prepared';
import { createTestDatabase } from './database';

const notes = pgTable('prepared_statement_notes', { id: integer().primaryKey(), body: text() });

describe('preparedStatement', () => {
  let database: DatabaseHandle;
  let noteById: (values: { id: number }, tx?: Transaction) => Promise<{ body: string | null }[]>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table prepared_statement_notes (id integer primary key, body text)`,
    );
    await database.db.insert(notes).values([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
    noteById = preparedStatement(database.db, 'prepared_statement_note', (executor) =>
      executor
        .select({ body: notes.body })
        .from(notes)
        .where(eq(notes.id, sql.placeholder('id'))),
    );
  });
  afterAll(async () => database.close());

  it('answers each call with its own values', async () => {
    expect(await noteById({ id: 2 })).toEqual([{ body: 'second' }]);
    expect(await noteById({ id: 1 })).toEqual([{ body: 'first' }]);
    expect(await noteById({ id: 3 })).toEqual([]);
  });

  it("runs inside the caller's transaction: it sees what the transaction wrote", async () => {
    let inside: { body: string | null }[] = [];
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 3, body: 'third' });
      inside = await noteById({ id: 3 }, tx);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(inside).toEqual([{ body: 'third' }]);
    expect(await noteById({ id: 3 })).toEqual([]);
  });
});
