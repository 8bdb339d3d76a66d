import { dataEnvelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../errors';
import { IMAGE_MESSAGES, MAX_PHOTO_BYTES } from '../../../platform/images/renditions';
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

const NOT_MULTIPART = 'Send the picture as multipart/form-data with the fields file and alt.';

/** The one picture (field `file`) and its alt text (field `alt`) of an upload. */
export async function readPhoto(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, NOT_MULTIPART);
  let file: Buffer | undefined;
  let alt: string | undefined;
  try {
    const parts = request.parts({
      limits: { files: 1, fields: 2, parts: 3, fileSize: MAX_PHOTO_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        alt = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge });
    }
    throw error;
  }
  return { file, alt };
}

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
      const { file, alt } = await readPhoto(request);
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
