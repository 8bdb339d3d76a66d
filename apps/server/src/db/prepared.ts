import type { Database, Transaction } from './client';

type Executor = Database | Transaction;

interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/**
 * A hot statement written once with `sql.placeholder`s: on the database its SQL is built once
 * (drizzle spends about 0.1 ms building a select's text each time) and PostgreSQL keeps it as
 * a named prepared statement on each connection, so it is parsed once there too. Inside a
 * transaction the same statement is built on the transaction.
 */
export function preparedStatement<Values extends Record<string, unknown>, Result>(
  db: Database,
  name: string,
  build: (executor: Executor) => Preparable<Result>,
): (values: Values, tx?: Executor) => Promise<Result> {
  const onDatabase = build(db).prepare(name);
  return (values, tx = db) => (tx === db ? onDatabase : build(tx).prepare(name)).execute(values);
}
