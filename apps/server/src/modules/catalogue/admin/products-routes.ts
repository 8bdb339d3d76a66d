import { dataEnvelope, listEnvelope } from '@shop/shared';
import { productInputSchema } from '@shop/shared/admin/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { AdminProductsService } from './products-service';
import {
  adminProductSchema,
  adminProductsQuerySchema,
  adminProductSummarySchema,
  productIdParams,
} from './schemas';

export interface AdminProductsRoutesOptions {
  products: AdminProductsService;
}

/** The console's products (`/api/v1/admin/products`): staff and admins; customers get 403. */
export const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsRoutesOptions> = async (
  app,
  { products },
) => {
  // Staff and admins; writes are re-checked against the account in the database (decision 012).
  const read = { onRequest: app.requireStaff };
  const write = read;
  const schemaBase = { tags: ['admin: products'], security: [{ bearer: [] }] };
  const product = { 200: dataEnvelope(adminProductSchema) };

  app.get(
    '/api/v1/admin/products',
    {
      ...read,
      schema: {
        ...schemaBase,
        summary: 'Products, paged, sorted and filtered (archived only when asked)',
        querystring: adminProductsQuerySchema,
        response: { 200: listEnvelope(adminProductSummarySchema) },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/api/v1/admin/products/:id',
    {
      ...read,
      schema: {
        ...schemaBase,
        summary: 'One product with its variants',
        params: productIdParams,
        response: product,
      },
    },
    async (request) => ({ data: await products.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/products',
    {
      ...write,
      schema: {
        ...schemaBase,
        summary: 'Create a product with its variants',
        body: productInputSchema,
        response: { 201: dataEnvelope(adminProductSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await products.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/products/:id',
    {
      ...write,
      schema: {
        ...schemaBase,
        summary:
          'Replace a product’s fields and variants (a new friendly URL keeps the old one redirecting)',
        params: productIdParams,
        body: productInputSchema,
        response: product,
      },
    },
    async (request) => ({
      data: await products.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/admin/products/:id/duplicate',
    {
      ...write,
      schema: {
        ...schemaBase,
        summary: 'Copy a product (inactive, new SKUs, the same pictures)',
        params: productIdParams,
        response: { 201: dataEnvelope(adminProductSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await products.duplicate(actorOf(request), request.params.id) }),
  );

  app.put(
    '/api/v1/admin/products/:id/archived',
    {
      ...write,
      schema: {
        ...schemaBase,
        summary: 'Archive (hide from the shop, keep for orders) or bring back a product',
        params: productIdParams,
        body: z.object({ archived: z.boolean({ error: 'archived must be true or false.' }) }),
        response: product,
      },
    },
    async (request) => ({
      data: await products.setArchived(actorOf(request), request.params.id, request.body.archived),
    }),
  );

  app.delete(
    '/api/v1/admin/products/:id',
    {
      ...write,
      schema: {
        ...schemaBase,
        summary: 'Delete a product that was never ordered',
        params: productIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await products.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
