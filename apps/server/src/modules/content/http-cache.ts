import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2): W/ prefixes do not matter for GET.
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Gives every successful GET of this plugin an ETag from its body, a Cache-Control (unless
 * the route set one) and answers 304 when the client already has that body.
 */
export function addConditionalGet(app: FastifyInstance, cacheControl = PUBLIC_CACHE) {
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', cacheControl);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });
}
