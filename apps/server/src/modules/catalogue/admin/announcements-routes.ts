import { dataEnvelope } from '@shop/shared';
import {
  adminAnnouncementSchema as announcementSchema,
  announcementInputSchema,
  reorderSchema,
} from '@shop/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { AdminAnnouncementsService } from './announcements-service';

const idParams = z.object({ id: z.string().max(100) });

/** The storefront ticker in the console (`/api/v1/admin/announcements`): staff and admins. */
export const adminAnnouncementsRoutes: FastifyPluginAsyncZod<{
  announcements: AdminAnnouncementsService;
}> = async (app, { announcements }) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: content'], security: [{ bearer: [] }] };
  const list = { 200: dataEnvelope(z.array(announcementSchema)) };

  app.get(
    '/api/v1/admin/announcements',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'The ticker’s messages in their order', response: list },
    },
    async () => ({ data: await announcements.list() }),
  );

  app.post(
    '/api/v1/admin/announcements',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Add a message at the end of the ticker',
        body: announcementInputSchema,
        response: { 201: dataEnvelope(announcementSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await announcements.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/announcements/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Order the ticker’s messages (every id once)',
        body: reorderSchema,
        response: list,
      },
    },
    async (request) => ({
      data: await announcements.reorder(actorOf(request), request.body.ids),
    }),
  );

  app.put(
    '/api/v1/admin/announcements/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Change a message’s text, active flag and dates',
        params: idParams,
        body: announcementInputSchema,
        response: { 200: dataEnvelope(announcementSchema) },
      },
    },
    async (request) => ({
      data: await announcements.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/announcements/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Delete a message',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await announcements.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
