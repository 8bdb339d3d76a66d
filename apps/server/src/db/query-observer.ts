import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { wrapPglite } from './pglite-wrap';

/** What an observer learns when a query starts. */
export interface QueryStart {
  driver: 'pglite' | 'postgres';
  /** The statement's first keyword (`select`, `insert`, `begin`, …) or `other`. */
  operation: string;
  text: string;
}

/** Called when a query starts; the function it returns is called once when it has finished. */
export type QueryObserver = (query: QueryStart) => (error?: unknown) => void;

const KNOWN_OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'create',
  'alter',
  'drop',
  'set',
  'show',
  'truncate',
  'lock',
]);

/** A bounded label: the statement's keyword when it is one we know, else `other`. */
export function operationOf(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  return word && KNOWN_OPERATIONS.has(word) ? word : 'other';
}

type AnyFunction = (...args: unknown[]) => unknown;
const observersOf = new WeakMap<object, QueryObserver[]>();

/** Starts every observer; the returned function finishes them all. */
function start(observers: QueryObserver[], driver: QueryStart['driver'], text: unknown) {
  const query = typeof text === 'string' ? text : '';
  const info: QueryStart = { driver, operation: operationOf(query), text: query };
  const finishers = observers.map((observer) => observer(info));
  return (error?: unknown) => {
    for (const finish of finishers) finish(error);
  };
}

/** Observes a promise without changing what the caller gets (its rejection included). */
function settle(result: unknown, finish: (error?: unknown) => void): unknown {
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => finish(),
      (error: unknown) => finish(error ?? new Error('query failed')),
    );
  } else {
    finish();
  }
  return result;
}

function wrapMethod(
  target: Record<string, unknown>,
  name: string,
  driver: QueryStart['driver'],
  observers: QueryObserver[],
) {
  const original = target[name];
  if (typeof original !== 'function') return;
  target[name] = function observed(this: unknown, ...args: unknown[]) {
    const finish = start(observers, driver, args[0]);
    try {
      return settle((original as AnyFunction).apply(this, args), finish);
    } catch (error) {
      finish(error);
      throw error;
    }
  };
}

/**
 * PGlite: its `query` and `exec`, and those of every transaction it opens (a transaction's
 * queries do not go through the instance's own methods).
 */
export function observePgliteQueries(client: PGlite, observer: QueryObserver) {
  const existing = observersOf.get(client);
  if (existing) {
    existing.push(observer);
    return;
  }
  const observers = [observer];
  observersOf.set(client, observers);
  wrapPglite(client, (target) => {
    wrapMethod(target, 'query', 'pglite', observers);
    wrapMethod(target, 'exec', 'pglite', observers);
  });
}

/**
 * node-postgres: each client the pool hands out (for `pool.query` and for transactions alike),
 * wrapped once; the time measured is the query's, not the wait for a connection.
 */
export function observePoolQueries(pool: pg.Pool, observer: QueryObserver) {
  const existing = observersOf.get(pool);
  if (existing) {
    existing.push(observer);
    return;
  }
  const observers = [observer];
  observersOf.set(pool, observers);
  const wrapped = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const target = client as unknown as Record<string, unknown>;
    const query = target['query'] as AnyFunction;
    target['query'] = function observedQuery(this: unknown, ...args: unknown[]) {
      const config = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
      // Streams and cursors (Submittables) finish through events: leave them alone.
      if (config && typeof config === 'object' && typeof config.submit === 'function') {
        return query.apply(this, args);
      }
      const finish = start(
        observers,
        'postgres',
        typeof config === 'string' ? config : config?.text,
      );
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          finish(error ?? undefined);
          return (last as AnyFunction)(error, ...rest);
        };
        return query.apply(this, args);
      }
      try {
        return settle(query.apply(this, args), finish);
      } catch (error) {
        finish(error);
        throw error;
      }
    };
  });
}
