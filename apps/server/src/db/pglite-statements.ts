import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { wrapPglite } from './pglite-wrap';

type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
type Serializer = (value: unknown) => string;

/** Statements kept prepared per database: the server's hot statements are a few dozen. */
const MAX_PREPARED = 300;
/** A text is prepared the second time it is sent: most one-off texts are never prepared. */
const PREPARE_AT = 2;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Longer texts are bulk writes (a seed, an import): sent rarely, and heavy to keep. */
const MAX_TEXT_LENGTH = 8_000;
/** Texts seen once, waiting for a second sighting: forgotten all at once past this many. */
const MAX_SEEN_ONCE = 1_000;

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when preparing. */
  paramTypes: number[];
}

/**
 * PGlite plans every statement again each time it is sent (its `query` uses the unnamed
 * statement); planning a cart read takes longer than running it. This keeps each statement text
 * the server sends repeatedly as a prepared statement of PGlite's one session and sends
 * `EXECUTE name(…)` instead, so PostgreSQL reuses its plan. EXECUTE takes no bind parameters,
 * so each value is written as a literal: serialized by PGlite's own serializer for the type
 * PostgreSQL inferred (as its bind would) and quoted by node-postgres's `escapeLiteral`. The rows,
 * fields and errors are those of the statement itself.
 *
 * Statements are prepared outside transactions only (a failed PREPARE would abort one): one
 * sent inside a transaction is prepared once that transaction has ended (PGlite queues a query
 * from outside behind it), and executed prepared in the transactions after.
 */
const kept = new WeakSet<PGlite>();

export function keepStatementsPrepared(client: PGlite) {
  if (kept.has(client)) return;
  kept.add(client);
  const serializers = (client as unknown as { serializers: Record<number, Serializer> })
    .serializers;
  const target = client as unknown as Record<string, unknown>;
  const exec = (target['exec'] as (text: string) => Promise<unknown>).bind(client);
  const prepared = new Map<string, Prepared>();
  const pending = new Map<string, Promise<Prepared | undefined>>();
  const timesSeen = new Map<string, number>();
  const unpreparable = new Set<string>();
  let named = 0;

  async function prepare(text: string): Promise<Prepared | undefined> {
    const name = `hot_${named++}`;
    try {
      // One call, so no transaction can start between preparing and reading the types.
      const results = (await exec(
        `prepare ${name} as ${text};
        select parameter_types::oid[] as types from pg_prepared_statements where name = '${name}'`,
      )) as { rows: { types?: unknown[] }[] }[];
      const types = results.at(-1)?.rows[0]?.types ?? [];
      const entry = { name, paramTypes: types.map(Number) };
      prepared.set(text, entry);
      return entry;
    } catch {
      if (unpreparable.size >= MAX_SEEN_ONCE) unpreparable.clear();
      unpreparable.add(text);
      return undefined;
    } finally {
      pending.delete(text);
    }
  }

  async function preparedFor(text: string): Promise<Prepared | undefined> {
    const known = prepared.get(text) ?? (await pending.get(text));
    // A text with a semicolon is never prepared: the PREPARE is sent in one simple-protocol
    // call with the type read-back, where a second statement in the text would run too.
    if (
      known ||
      unpreparable.has(text) ||
      text.length > MAX_TEXT_LENGTH ||
      !PREPARABLE.test(text) ||
      text.includes(';')
    ) {
      return known;
    }
    if (prepared.size + pending.size >= MAX_PREPARED) return undefined;
    const seen = (timesSeen.get(text) ?? 0) + 1;
    if (seen < PREPARE_AT) {
      if (timesSeen.size >= MAX_SEEN_ONCE) timesSeen.clear();
      timesSeen.set(text, seen);
      return undefined;
    }
    timesSeen.delete(text);
    const preparing = prepare(text);
    pending.set(text, preparing);
    return preparing;
  }

  const literal = (value: unknown, type: number | undefined) => {
    if (value === null || value === undefined) return 'NULL';
    const serialize = type === undefined ? undefined : serializers[type];
    return pg.escapeLiteral(serialize ? serialize(value) : String(value));
  };

  const execute = (statement: Prepared, params: unknown[] | undefined) =>
    params?.length
      ? `execute ${statement.name}(${params.map((value, index) => literal(value, statement.paramTypes[index])).join(', ')})`
      : `execute ${statement.name}`;

  wrapPglite(client, (target, inTransaction) => {
    const send = (target['query'] as Query).bind(target);
    target['query'] = async (text: string, params?: unknown[], options?: unknown) => {
      let statement = prepared.get(text);
      if (!statement && inTransaction) {
        // Counted, and prepared when due by the database's own queue: after this
        // transaction ends, never inside it. Not awaited, or it would wait for itself.
        preparedFor(text).catch(() => undefined);
      } else if (!statement) {
        statement = await preparedFor(text);
      }
      if (!statement || (params?.length ?? 0) !== statement.paramTypes.length) {
        return send(text, params, options);
      }
      return send(execute(statement, params), [], options);
    };
  });
}
