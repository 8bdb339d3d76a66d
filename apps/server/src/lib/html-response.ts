import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The page data's read times change on every render though the page does not: they stay out of
// the tag (a page answered 304 only hydrates from older data, which its screens then refresh).
const PAGE_DATA = /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/;

const etagOf = (body: string) =>
  `"${createHash('sha1').update(body.replace(PAGE_DATA, '')).digest('base64url')}"`;

/**
 * Sends a page built for this request (server-rendered or with its meta injected) the way the
 * static files go out: an ETag answered with 304 when it matches, and brotli or gzip when the
 * browser takes them (a light brotli level: the page is compressed on every request).
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status: number,
) {
  const etag = etagOf(html);
  reply.header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === etag) {
    return reply.status(304).send();
  }
  reply.status(status).type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(html));
  }
  return reply.send(html);
}
