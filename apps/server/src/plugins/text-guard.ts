import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_CHARACTER_MESSAGE } from '@shop/shared';
import { badRequest } from '../errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it with a 500 (and the
 * failed SQL in the log). Every route, present and future, is guarded here, before validation,
 * whatever its schema says: the query, the path parameters and the parsed body.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const parts = { query: request.query, params: request.params, body: request.body };
      for (const [part, value] of Object.entries(parts)) {
        const field = pathToNul(value);
        if (field === undefined) continue;
        const name = field || part;
        throw badRequest(`${name}: ${INVALID_CHARACTER_MESSAGE}`, {
          [name]: INVALID_CHARACTER_MESSAGE,
        });
      }
    });
  },
  { name: 'text-guard' },
);

/**
 * Where a NUL character stands in a parsed JSON value ('' for the value itself, 'items.0.name'
 * inside it), or undefined. Walked with a stack: a deeply nested body must not overflow it.
 */
export function pathToNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => stack.push([entry, join(path, String(index))]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        stack.push([entry, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
