import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema/index';
import { notFound } from '../../errors';

/** Stored images by file name. A key's bytes never change, so they are cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [row] = await app.database.db
        .select()
        .from(media)
        .where(eq(media.key, request.params.key));
      if (!row) throw notFound('The image does not exist.');
      return reply
        .type(row.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(row.contentType.startsWith('image/svg') ? row.body : Buffer.from(row.body, 'base64'));
    },
  );
};
