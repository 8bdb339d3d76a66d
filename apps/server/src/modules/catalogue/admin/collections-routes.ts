import { dataEnvelope } from '@shop/shared';
import {
  adminCollectionSchema,
  COLLECTION_LIMITS,
  collectionInputSchema,
  idOrderSchema,
  orderedProductSchema,
  productRefSchema,
} from '@shop/shared/admin/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { AdminCollectionsService } from './collections-service';
import type { AdminFeaturedService } from './featured-service';

const idParams = z.object({ id: z.string().max(100) });
const itemParams = idParams.extend({ productId: z.string().max(100) });

/**
 * The home page's collections (`/api/v1/admin/collections`) and featured products
 * (`/api/v1/admin/featured-products`), each in the order staff set: staff and admins.
 */
export const adminCollectionsRoutes: FastifyPluginAsyncZod<{
  collections: AdminCollectionsService;
  featured: AdminFeaturedService;
}> = async (app, { collections, featured }) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: collections'], security: [{ bearer: [] }] };
  const one = { 200: dataEnvelope(adminCollectionSchema) };
  const all = { 200: dataEnvelope(z.array(adminCollectionSchema)) };
  const products = { 200: dataEnvelope(z.array(orderedProductSchema)) };

  app.get(
    '/api/v1/admin/collections',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Every collection, in the home page’s order',
        response: all,
      },
    },
    async () => ({ data: await collections.list() }),
  );

  app.get(
    '/api/v1/admin/collections/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'One collection', params: idParams, response: one },
    },
    async (request) => ({ data: await collections.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/collections',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Create a collection (last on the home page; slug from the name if empty)',
        body: collectionInputSchema,
        response: { 201: dataEnvelope(adminCollectionSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await collections.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/collections/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Set the order of the collections: every collection once',
        body: idOrderSchema(COLLECTION_LIMITS.collectionsMax),
        response: all,
      },
    },
    async (request) => ({
      data: await collections.setOrder(actorOf(request), request.body.ids),
    }),
  );

  app.put(
    '/api/v1/admin/collections/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Edit a collection',
        params: idParams,
        body: collectionInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await collections.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/collections/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Delete a collection (its products stay in the shop)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await collections.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/admin/collections/:id/items',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The collection’s products, in their order',
        params: idParams,
        response: products,
      },
    },
    async (request) => ({ data: await collections.items(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/collections/:id/items',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Add a product at the end of the collection',
        params: idParams,
        body: productRefSchema,
        response: products,
      },
    },
    async (request) => ({
      data: await collections.addItem(actorOf(request), request.params.id, request.body.productId),
    }),
  );

  app.put(
    '/api/v1/admin/collections/:id/items/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Set the order of the collection’s products: every one of them once',
        params: idParams,
        body: idOrderSchema(COLLECTION_LIMITS.itemsMax),
        response: products,
      },
    },
    async (request) => ({
      data: await collections.setItemOrder(actorOf(request), request.params.id, request.body.ids),
    }),
  );

  app.delete(
    '/api/v1/admin/collections/:id/items/:productId',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Take a product out of the collection',
        params: itemParams,
        response: products,
      },
    },
    async (request) => ({
      data: await collections.removeItem(
        actorOf(request),
        request.params.id,
        request.params.productId,
      ),
    }),
  );

  app.get(
    '/api/v1/admin/featured-products',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The home page’s featured products, in their order',
        response: products,
      },
    },
    async () => ({ data: await featured.list() }),
  );

  app.post(
    '/api/v1/admin/featured-products',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Feature a product on the home page (last in the list)',
        body: productRefSchema,
        response: products,
      },
    },
    async (request) => ({ data: await featured.add(actorOf(request), request.body.productId) }),
  );

  app.put(
    '/api/v1/admin/featured-products/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Set the order of the featured products: every one of them once',
        body: idOrderSchema(COLLECTION_LIMITS.featuredMax),
        response: products,
      },
    },
    async (request) => ({ data: await featured.setOrder(actorOf(request), request.body.ids) }),
  );

  app.delete(
    '/api/v1/admin/featured-products/:productId',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Stop featuring a product on the home page',
        params: z.object({ productId: z.string().max(100) }),
        response: products,
      },
    },
    async (request) => ({
      data: await featured.remove(actorOf(request), request.params.productId),
    }),
  );
};
