import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from './http-cache';
import {
  branchQuerySchema,
  limitedBranchQuerySchema,
  productFilterQuerySchema,
  productIdParamsSchema,
  productListQuerySchema,
} from './product-queries';
import { createProductService } from './product-service';
import {
  collectionSchema,
  listMetaSchema,
  productDetailSchema,
  productFacetsSchema,
  productListItemSchema,
  variantGroupsSchema,
} from '@shop/shared';

const listOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });
const tags = ['catalogue'];

/** Product listing, search, details, variants, related, featured and collections. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductService({
    cache: app.catalogue,
    defaultProjectId: app.config.projectId,
  });

  app.get(
    '/api/v1/public/products',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: {
          200: z.object({ data: z.array(productListItemSchema), meta: listMetaSchema }),
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.list(request.query)),
  );

  // Registered before the :id routes' siblings only for reading order: the router prefers a
  // static segment, so a product can never be shadowed by (or shadow) "facets".
  app.get(
    '/api/v1/public/products/facets',
    {
      schema: {
        tags,
        querystring: productFilterQuerySchema,
        response: { 200: z.object({ data: productFacetsSchema }) },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.facets(request.query)),
  );

  app.get(
    '/api/v1/products/:id',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        querystring: branchQuerySchema,
        response: { 200: z.object({ data: productDetailSchema }) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.detail(request.params.id, request.query)),
  );

  app.get(
    '/api/products/group_variants/:id',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        querystring: branchQuerySchema,
        response: { 200: z.object({ data: variantGroupsSchema }) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.variantGroups(request.params.id, request.query)),
  );

  app.get(
    '/api/v1/public/products/:id/related-products',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        querystring: limitedBranchQuerySchema,
        response: { 200: listOf(productListItemSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.related(request.params.id, request.query)),
  );

  app.get(
    '/api/v1/public/products/related-products',
    {
      schema: {
        tags,
        querystring: limitedBranchQuerySchema,
        response: { 200: listOf(productListItemSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.related(undefined, request.query)),
  );

  app.get(
    '/api/v1/public/featured-products',
    {
      schema: {
        tags,
        querystring: limitedBranchQuerySchema,
        response: { 200: listOf(productListItemSchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.featured(request.query)),
  );

  app.get(
    '/api/v1/public/product-collections',
    {
      schema: {
        tags,
        querystring: branchQuerySchema,
        response: { 200: listOf(collectionSchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.collections(request.query)),
  );
};
