import { dataEnvelope } from '@shop/shared';
import {
  adminCategorySchema,
  categoryImageAltSchema,
  categoryInputSchema,
  categoryMoveSchema,
  categoryOrderSchema,
} from '@shop/shared/admin/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { AdminCategoriesService } from './categories-service';
import { readUploadedPicture } from '../../../lib/uploaded-picture-request';

const idParams = z.object({ id: z.string().max(100) });

/** The category tree (`/api/v1/admin/categories`): staff and admins; customers get 403. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod<{
  categories: AdminCategoriesService;
}> = async (app, { categories }) => {
  // Staff and admins; writes are re-checked against the account in the database (decision 012).
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: categories'], security: [{ bearer: [] }] };
  const one = { 200: dataEnvelope(adminCategorySchema) };
  const tree = { 200: dataEnvelope(z.array(adminCategorySchema)) };

  app.get(
    '/api/v1/admin/categories',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Every category, depth-first: each parent, then its children in their order',
        response: tree,
      },
    },
    async () => ({ data: await categories.list() }),
  );

  app.get(
    '/api/v1/admin/categories/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'One category', params: idParams, response: one },
    },
    async (request) => ({ data: await categories.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/categories',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Create a category (last among its siblings; friendly URL from the name if empty)',
        body: categoryInputSchema,
        response: { 201: dataEnvelope(adminCategorySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await categories.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/categories/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Set the full order of one parent’s children (parentId null: the top level)',
        body: categoryOrderSchema,
        response: tree,
      },
    },
    async (request) => ({ data: await categories.setOrder(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/categories/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Edit a category (a parent under itself is refused)',
        params: idParams,
        body: categoryInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await categories.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/admin/categories/:id/move',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Move a category one place up or down among its siblings',
        params: idParams,
        body: categoryMoveSchema,
        response: tree,
      },
    },
    async (request) => ({
      data: await categories.move(actorOf(request), request.params.id, request.body.direction),
    }),
  );

  app.delete(
    '/api/v1/admin/categories/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Delete a category no product and no subcategory uses (409 otherwise)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await categories.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/admin/categories/:id/image',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary:
          'Upload the category’s picture (JPEG, PNG or WebP, 10 MB at most) with its alt text',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: one,
      },
    },
    async (request) => {
      const { file, alt } = await readUploadedPicture(request);
      return { data: await categories.setImage(actorOf(request), request.params.id, file, alt) };
    },
  );

  app.put(
    '/api/v1/admin/categories/:id/image',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Change the alt text of the category’s picture',
        params: idParams,
        body: categoryImageAltSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await categories.setImageAlt(actorOf(request), request.params.id, request.body.alt),
    }),
  );

  app.delete(
    '/api/v1/admin/categories/:id/image',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Take the category’s picture away',
        params: idParams,
        response: one,
      },
    },
    async (request) => ({
      data: await categories.removeImage(actorOf(request), request.params.id),
    }),
  );
};
