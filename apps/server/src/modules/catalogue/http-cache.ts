import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised JSON body and its strong validator, computed once and reused. */
export interface CachedBody {
  body: string;
  etag: string;
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Takes JSON text, not a value: list bodies are joined from memoised item JSON. */
export function cachedBody(body: string): CachedBody {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export const bodySize = (entry: CachedBody) => entry.body.length + 64;

/** `If-None-Match` may list several validators, weak or strong, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends a precomputed body with its ETag and cache policy, or 304 when the client has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('ETag', entry.etag).header('Cache-Control', PUBLIC_CACHE);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
