import { readUploadedPicture } from '../../../lib/uploaded-picture-request';
import { dataEnvelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import { IMAGE_ADMIN_MESSAGES, type ProductImagesService } from './images-service';
import { productIdParams } from './schemas';

const gallerySchema = z.array(
  z.object({
    key: z.string(),
    url: z.string(),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
);

/** A product's gallery in the console: upload, reorder with alt texts, remove. */
export const adminProductImagesRoutes: FastifyPluginAsyncZod<{
  images: ProductImagesService;
}> = async (app, { images }) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: products'], security: [{ bearer: [] }] };
  const response = { 200: dataEnvelope(gallerySchema) };

  app.post(
    '/api/v1/admin/products/:id/images',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Upload a JPEG, PNG or WebP picture (10 MB at most) with its alt text',
        consumes: ['multipart/form-data'],
        params: productIdParams,
        response: { 201: dataEnvelope(gallerySchema) },
      },
    },
    async (request, reply) => {
      const { file, alt } = await readUploadedPicture(request);
      const gallery = await images.upload(actorOf(request), request.params.id, file, alt);
      return reply.code(201).send({ data: gallery });
    },
  );

  app.put(
    '/api/v1/admin/products/:id/images',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Order the gallery (the first picture is the main one) and set each alt text',
        params: productIdParams,
        body: z.object({
          images: z
            .array(
              z.object({
                key: z.string().max(200),
                alt: z.string({ error: IMAGE_ADMIN_MESSAGES.altRequired }),
              }),
            )
            .max(50),
        }),
        response,
      },
    },
    async (request) => ({
      data: await images.arrange(actorOf(request), request.params.id, request.body.images),
    }),
  );

  app.delete(
    '/api/v1/admin/products/:id/images/:key',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Take a picture out of the gallery',
        params: productIdParams.extend({ key: z.string().max(200) }),
        response,
      },
    },
    async (request) => ({
      data: await images.remove(actorOf(request), request.params.id, request.params.key),
    }),
  );
};
