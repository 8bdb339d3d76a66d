import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createMediaReader } from './media-repository';

const IMAGE_NOT_FOUND = 'The image does not exist.';
/**
 * `photo-….webp` is the largest rendition; `photo-…-w640.webp` the one 640 px wide (or the
 * narrowest wider one, or the largest file for a photo narrower than that).
 */
const RENDITION_NAME = /^(.+)-w(\d{2,4})\.webp$/;

/**
 * Stored images by file name: generated art from the table, uploaded photos (and their widths)
 * from the public media store. A name's bytes never change, so they are cached for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ store: FileStorage }> = async (
  app,
  { store },
) => {
  const reader = createMediaReader(app.database.db);

  async function storedFile(key: string) {
    const rendition = RENDITION_NAME.exec(key);
    if (rendition) {
      const row = await reader.rendition(`${rendition[1]}.webp`, Number(rendition[2]));
      return row ? { contentType: 'image/webp', storageKey: row.storageKey } : undefined;
    }
    const row = await reader.find(key);
    if (!row) return undefined;
    if (row.storageKey) return { contentType: row.contentType, storageKey: row.storageKey };
    const body = row.contentType.startsWith('image/svg')
      ? row.body
      : Buffer.from(row.body, 'base64');
    return { contentType: row.contentType, body };
  }

  app.get(
    '/media/:key',
    {
      schema: {
        hide: true,
        params: z.object({
          key: z
            .string()
            .regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/i, 'The image name is not valid.'),
        }),
      },
    },
    async (request, reply) => {
      const found = await storedFile(request.params.key);
      const file = found?.storageKey ? await store.get(found.storageKey) : null;
      if (!found || (found.storageKey && !file)) throw notFound(IMAGE_NOT_FOUND);
      reply
        .type(found.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (file) return reply.header('Content-Length', file.size).send(file.body);
      return reply.send(found.body);
    },
  );
};
