import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a return photo's bytes to whoever was allowed to open it: never cached, and never
 * sniffed into anything but the image type it was stored as.
 */
export const sendReturnPhoto = (
  reply: FastifyReply,
  photo: { body: Readable; contentType: string; size: number },
) =>
  reply
    .type(photo.contentType)
    .header('Content-Length', photo.size)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(photo.body);
