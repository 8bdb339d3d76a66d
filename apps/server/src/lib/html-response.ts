import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { utf8Bytes } from './utf8-bytes';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The page data's read times change on every render though the page does not: they stay out of
// the tag (a page answered 304 only hydrates from older data, which its screens then refresh).
const PAGE_DATA = /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/;

const etagOf = (body: string) =>
  `"${createHash('sha1').update(body.replace(PAGE_DATA, '')).digest('base64url')}"`;

type Encoding = 'br' | 'gzip';

/**
 * A page built once and sent many times: its tag and each compressed body are made once. The
 * page is kept as UTF-8 bytes: half the size of the string (a page with a ₱ is a two-byte string)
 * and outside the heap the collector marks and copies (#17's memory at 100,000 products).
 */
export interface HtmlPage {
  readonly body: Buffer;
  readonly status: number;
  readonly etag: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

export function htmlPage(html: string, status: number): HtmlPage {
  return { body: utf8Bytes(html), status, etag: etagOf(html), encoded: new Map() };
}

/**
 * What a kept page weighs: its bytes and room for its brotli and gzip bodies, made when first
 * asked for (each about a sixth of a storefront page's bytes).
 */
export const htmlPageBytes = (page: HtmlPage) => Math.ceil((page.body.byteLength * 4) / 3);

function encode(page: HtmlPage, encoding: Encoding): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    // A light brotli level: a page is compressed whenever it is rendered anew.
    body =
      encoding === 'br'
        ? brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipAsync(page.body);
    page.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Sends a page built for the server (server-rendered or with its meta injected) the way the
 * static files go out: an ETag answered with 304 when it matches, and brotli or gzip when the
 * browser takes them.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  reply.header('ETag', page.etag);
  // A caller whose page also varies by something else has said so already.
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  reply.status(page.status).type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(await encode(page, 'br'));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(await encode(page, 'gzip'));
  }
  return reply.send(page.body);
}
