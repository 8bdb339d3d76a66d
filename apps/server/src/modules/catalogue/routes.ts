import { pagingQuery } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from './http-cache';
import { machineLimitRoute } from './machine-limit-route';
import { productRoutes } from './product-routes';
import { createReferenceService } from './reference-service';
import {
  announcementSchema,
  branchSchema,
  categoryMapEntrySchema,
  listMetaSchema,
  queryFlag,
  sortOrderSchema,
} from '@shop/shared';
import { registerCatalogueSeo } from './seo';

/** The catalogue service of spec section 7, read from the in-memory catalogue. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReferenceService({
    cache: app.catalogue,
    defaultProjectId: app.config.projectId,
    now: () => app.clock.now(),
  });

  app.get(
    '/api/v1/public/announcements',
    {
      schema: {
        tags: ['catalogue'],
        querystring: z.object({ projectId: z.string().min(1).optional() }),
        response: { 200: z.object({ data: z.array(announcementSchema) }) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.announcements(request.query.projectId)),
  );

  app.get(
    '/api/v1/public/announcements/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: z.uuid('The announcement id is not valid.') }),
        querystring: z.object({ projectId: z.string().min(1).optional() }),
        response: { 200: z.object({ data: announcementSchema }) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await service.announcement(request.params.id, request.query.projectId),
      ),
  );

  app.get(
    '/api/v1/categories/map',
    {
      schema: {
        tags: ['catalogue'],
        querystring: z.object({
          projectId: z.string().min(1).optional(),
          sort_by: z.enum(['created_at', 'name', 'sort_order']).default('sort_order'),
          sort_order: sortOrderSchema.default('asc'),
          ...pagingQuery({ limit: 20 }),
          load_image: queryFlag.default(true),
          useDefault: queryFlag.optional(),
        }),
        response: {
          200: z.object({ data: z.array(categoryMapEntrySchema), meta: listMetaSchema }),
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.categoryMap(request.query)),
  );

  app.get(
    '/api/v1/public/branches/dropdown',
    {
      schema: {
        tags: ['catalogue'],
        querystring: z.object({
          project_id: z.string().min(1).optional(),
          keys: z.string().trim().max(100).optional(),
          order: sortOrderSchema.default('asc'),
          orderby: z.enum(['name', 'created_at']).default('name'),
          perPage: z.coerce
            .number()
            .int()
            .min(1, 'perPage must be 1 or more.')
            .max(999, 'perPage must be 999 or less.')
            .default(999),
          status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
        }),
        response: { 200: z.object({ data: z.array(branchSchema) }) },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.branches(request.query)),
  );

  await app.register(productRoutes);
  registerCatalogueSeo(app);
  if (app.config.benchRoutes) await app.register(machineLimitRoute);
};
