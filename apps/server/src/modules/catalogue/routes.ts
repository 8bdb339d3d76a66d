import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { createCatalogueRepository } from './repository';
import { presentBranch, presentCategory } from './presenters';
import {
  announcementSchema,
  branchSchema,
  categoryMapEntrySchema,
  listMetaSchema,
  queryFlag,
  sortOrderSchema,
} from './schemas';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCatalogueRepository(app.database.db);

  app.get(
    '/api/v1/public/announcements',
    {
      schema: {
        tags: ['catalogue'],
        querystring: z.object({ projectId: z.string().min(1).optional() }),
        response: { 200: z.object({ data: z.array(announcementSchema) }) },
      },
    },
    async (request, reply) => {
      const rows = await repository.listAnnouncements(
        request.query.projectId ?? app.config.projectId,
      );
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: rows.map((row) => ({ _id: row.id, text: row.text })) };
    },
  );

  app.get(
    '/api/v1/public/announcements/:id',
    {
      schema: {
        tags: ['catalogue'],
        params: z.object({ id: z.uuid('The announcement id is not valid.') }),
        response: { 200: z.object({ data: announcementSchema }) },
      },
    },
    async (request, reply) => {
      const row = await repository.findAnnouncement(request.params.id);
      if (!row) throw notFound('The announcement does not exist.');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: { _id: row.id, text: row.text } };
    },
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
          page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
          limit: z.coerce
            .number()
            .int()
            .min(1, 'limit must be 1 or more.')
            .max(100, 'limit must be 100 or less.')
            .default(20),
          load_image: queryFlag.default(true),
          useDefault: queryFlag.optional(),
        }),
        response: {
          200: z.object({ data: z.array(categoryMapEntrySchema), meta: listMetaSchema }),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await repository.listTopCategories({
        projectId: q.projectId ?? app.config.projectId,
        sortBy: q.sort_by,
        sortOrder: q.sort_order,
        offset: (q.page - 1) * q.limit,
        limit: q.limit,
      });
      const children = await repository.listChildren(rows.map((row) => row.id));
      reply.header('Cache-Control', PUBLIC_CACHE);
      return {
        data: rows.map((row) => {
          const own = children.filter((child) => child.parentId === row.id);
          return {
            ...presentCategory(row, q.load_image),
            children: own.map((child) => presentCategory(child, q.load_image)),
            active_children: own.map((child) => ({ _id: child.id })),
          };
        }),
        meta: { page: q.page, limit: q.limit, total },
      };
    },
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
    async (request, reply) => {
      const q = request.query;
      const rows = await repository.listBranches({
        projectId: q.project_id ?? app.config.projectId,
        status: q.status,
        search: q.keys || undefined,
        orderBy: q.orderby,
        order: q.order,
        limit: q.perPage,
      });
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: rows.map(presentBranch) };
    },
  );
};
