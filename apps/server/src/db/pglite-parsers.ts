import type { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './pglite-wrap';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = { parsers?: Record<number, Parser> } & Record<string, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;

/**
 * drizzle passes its own result parsers (dates and timestamps left as text) with every query,
 * and PGlite then copies its whole table of about 320 parsers into a new object to lay them
 * over it: about 0.13 ms per statement, a tenth of a cart request. Installing drizzle's parsers
 * in the instance's table once and dropping them from each call gives the same rows without the
 * copy. Every query of the server goes through drizzle, so the instance's table is drizzle's.
 */
const adopted = new WeakSet<PGlite>();

export function adoptQueryParsers(client: PGlite) {
  if (adopted.has(client)) return;
  adopted.add(client);
  const table = (client as unknown as { parsers: Record<number, Parser> }).parsers;
  wrapPglite(client, (target) => {
    const query = target['query'] as AnyFunction;
    target['query'] = function queryWithAdoptedParsers(
      this: unknown,
      text: unknown,
      params: unknown,
      options?: QueryOptions,
    ) {
      if (!options?.parsers) return query.call(this, text, params, options);
      const { parsers, ...rest } = options;
      for (const typeId in parsers) table[typeId] = parsers[typeId]!;
      return query.call(this, text, params, rest);
    };
  });
}
