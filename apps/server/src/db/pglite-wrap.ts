import type { PGlite } from '@electric-sql/pglite';

type AnyFunction = (...args: unknown[]) => unknown;

/** A PGlite instance or one of its transactions, whose methods a wrapper replaces. */
export type PgliteTarget = Record<string, unknown>;

/**
 * Applies `wrap` to a PGlite instance and to every transaction it opens: a transaction's
 * queries do not go through the instance's own methods.
 */
export function wrapPglite(
  client: PGlite,
  wrap: (target: PgliteTarget, inTransaction: boolean) => void,
) {
  const target = client as unknown as PgliteTarget;
  wrap(target, false);
  const transaction = target['transaction'] as AnyFunction;
  target['transaction'] = function wrappedTransaction(this: unknown, callback: AnyFunction) {
    return transaction.call(this, (tx: PgliteTarget) => {
      wrap(tx, true);
      return callback(tx);
    });
  };
}
