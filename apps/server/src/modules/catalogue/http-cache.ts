import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { utf8Bytes } from '../../lib/utf8-bytes';

/** A serialised JSON body (UTF-8, encoded once) and its strong validator, computed once and reused. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** JSON text from pieces (item JSON already encoded once) in one buffer of the exact size. */
export function joinBytes(parts: readonly (string | Buffer)[]): Buffer {
  let length = 0;
  for (const part of parts) {
    length += typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength;
  }
  const joined = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const part of parts) {
    at += typeof part === 'string' ? joined.write(part, at) : part.copy(joined, at);
  }
  return joined;
}

/** Takes JSON text or its bytes, not a value: list bodies are joined from memoised item JSON. */
export function cachedBody(body: string | Buffer): CachedBody {
  const bytes = typeof body === 'string' ? utf8Bytes(body) : body;
  return { body: bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

export const bodySize = (entry: CachedBody) => entry.body.byteLength + 64;

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
