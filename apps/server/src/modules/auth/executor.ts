import type { Database, Transaction } from '../../db/client';

/** What a repository method runs on: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;
