import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

// The embedded database only: PostgreSQL keeps its own named statements (drizzle's `prepare`).
describe('PGlite statements kept prepared', () => {
  let client: PGlite;
  let database: DatabaseHandle;

  beforeAll(async () => {
    client = await PGlite.create();
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '', pglite: client });
    await database.db.execute(sql`create table kept_notes (
      id uuid primary key, body text, tags text[], meta jsonb, done boolean,
      due timestamptz, amount integer unique)`);
  });
  afterAll(async () => database.close());

  const plansOf = async (fragment: string) => {
    const result = await client.query<{ plans: number }>(
      `select generic_plans + custom_plans as plans from pg_prepared_statements
       where statement like '%' || $1 || '%' and name like 'hot_%'`,
      [fragment],
    );
    return result.rows.map((row) => Number(row.plans));
  };

  it('answers a statement sent again and again from one prepared statement, value for value', async () => {
    const id = '0b7f4a52-1c1e-4a5e-9f0a-2d3c4b5a6978';
    const tricky = `it's a "quote", a \\backslash and ñ`;
    const due = new Date('2026-11-27T08:30:00.000Z');
    const insert = (amount: number) =>
      database.db.execute(sql`insert into kept_notes (id, body, tags, meta, done, due, amount)
        values (${amount === 1 ? id : crypto.randomUUID()}, ${tricky}, ${sql.param(['a,b', 'c"d', null])},
          ${JSON.stringify({ peso: '₱', n: 1 })}, ${true}, ${due}, ${amount})`);
    for (let amount = 1; amount <= 4; amount++) await insert(amount);

    const read = () =>
      database.db.execute(sql`select body, tags, meta, done, due, amount from kept_notes
        where id = any(${sql.param([id])}::uuid[]) and amount > ${0} and body = ${tricky} and due = ${due}`);
    const answers = [];
    for (let time = 0; time < 6; time++) answers.push((await read()).rows);
    for (const rows of answers) {
      expect(rows).toEqual([
        {
          body: tricky,
          tags: ['a,b', 'c"d', null],
          meta: { peso: '₱', n: 1 },
          done: true,
          due: '2026-11-27 08:30:00+00',
          amount: 1,
        },
      ]);
    }
    expect(await plansOf('from kept_notes')).toEqual([6 - 1]);
    expect(await plansOf('insert into kept_notes')).toEqual([4 - 1]);
  });

  it("keeps a prepared statement's errors: a duplicate is still a unique violation", async () => {
    const add = (amount: number) =>
      database.db.execute(
        sql`insert into kept_notes (id, amount) values (${crypto.randomUUID()}, ${amount})`,
      );
    await add(100);
    await add(101);
    await expect(add(100)).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('runs a prepared statement inside a transaction, which sees its own writes and rolls back', async () => {
    const count = () => database.db.execute(sql`select count(*)::int as n from kept_notes`);
    await count();
    const before = (await count()).rows[0]!.n;
    let inside = -1;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into kept_notes (id, amount) values (${crypto.randomUUID()}, ${500})`,
        );
        inside = (await tx.execute(sql`select count(*)::int as n from kept_notes`)).rows[0]!
          .n as number;
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(inside).toBe((before as number) + 1);
    expect((await count()).rows[0]!.n).toBe(before);
    // Sent four times: prepared on the second, executed inside the transaction and after it.
    expect(await plansOf('count(*)::int as n from kept_notes')).toEqual([3]);
  });

  it('prepares a statement sent only inside transactions once one has ended', async () => {
    const inTransaction = () =>
      database.db.transaction(async (tx) => {
        const { rows } = await tx.execute(
          sql`select count(*)::int as n from kept_notes where amount >= ${0} and body is null`,
        );
        return rows[0]!.n;
      });
    for (let time = 0; time < 4; time++) await inTransaction();
    // Seen in the first two, prepared after the second, executed prepared in the last two.
    expect(await plansOf('amount >= $1 and body is null')).toEqual([2]);
  });

  it('never prepares a text holding a semicolon, so a second statement cannot ride along', async () => {
    for (let time = 0; time < 3; time++) {
      await expect(
        database.db.execute(sql.raw('select 1 as one; drop table kept_notes')),
      ).rejects.toThrow();
    }
    expect(
      (await database.db.execute(sql`select count(*)::int as n from kept_notes`)).rows,
    ).toHaveLength(1);
  });

  it('sends a statement PostgreSQL cannot prepare as before', async () => {
    // PREPARE cannot tell the parameter's type here; the unnamed statement takes it as text.
    for (let time = 0; time < 3; time++) {
      expect((await database.db.execute(sql`select ${'x'} as value`)).rows).toEqual([
        { value: 'x' },
      ]);
    }
  });
});
