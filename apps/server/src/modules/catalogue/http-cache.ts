import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { utf8Bytes } from '../../lib/utf8-bytes';

/** A serialised JSON body (UTF-8, encoded once) and its strong validator, computed once and reused. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** A piece of JSON encoded once, with its digest: bodies joined from it need not hash it again. */
export interface EncodedJson {
  bytes: Buffer;
  digest: Buffer;
}

export function encodedJson(text: string): EncodedJson {
  const bytes = utf8Bytes(text);
  return { bytes, digest: hash('sha1', bytes, 'buffer') };
}

export type JsonPart = string | EncodedJson;

/** JSON text or its bytes (a machine-limit body) with the SHA-1 of its bytes as the validator. */
export function cachedBody(body: string | Buffer): CachedBody {
  const bytes = typeof body === 'string' ? utf8Bytes(body) : body;
  return { body: bytes, etag: etagOf(hash('sha1', bytes, 'buffer')) };
}

/**
 * A body joined from JSON text and encoded pieces (list items), in one buffer of the exact size.
 * Its validator hashes the text and each piece's digest, not the piece again (a list body's
 * SHA-1 was a tenth of a new search's time): any changed byte still changes it, and a NUL, which
 * JSON text never holds, before each 20-byte digest keeps the sequence unambiguous.
 */
export function joinedBody(parts: readonly JsonPart[]): CachedBody {
  let length = 0;
  let validatorLength = 0;
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.byteLength(part) : part.bytes.byteLength;
    length += bytes;
    validatorLength += typeof part === 'string' ? bytes : 1 + part.digest.byteLength;
  }
  const joined = Buffer.allocUnsafeSlow(length);
  // Hashed in one call: a Hash object per body cost as much as hashing.
  const validator = Buffer.allocUnsafe(validatorLength);
  let at = 0;
  let validatorAt = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      at += joined.write(part, at);
      validatorAt += validator.write(part, validatorAt);
    } else {
      at += part.bytes.copy(joined, at);
      validator[validatorAt++] = 0;
      validatorAt += part.digest.copy(validator, validatorAt);
    }
  }
  return { body: joined, etag: etagOf(hash('sha1', validator, 'buffer')) };
}

const etagOf = (digest: Buffer) => `"${digest.toString('base64url')}"`;

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
