import { dataEnvelope } from '@shop/shared';
import { faqGroupOrderSchema, faqInputSchema, reorderSchema } from '@shop/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor';
import { faqGroupsSchema, idParams } from './content-admin-schemas';
import type { AdminFaqService } from './faq-admin-service';

/** FAQs in the console (`/api/v1/admin/faqs`): every write answers the whole grouped list. */
export const adminFaqRoutes: FastifyPluginAsyncZod<{ faqs: AdminFaqService }> = async (
  app,
  { faqs },
) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: content'], security: [{ bearer: [] }] };
  const groups = { 200: dataEnvelope(faqGroupsSchema) };

  app.get(
    '/api/v1/admin/faqs',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'Every question, grouped and in order', response: groups },
    },
    async () => ({ data: await faqs.list() }),
  );

  app.post(
    '/api/v1/admin/faqs',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Add a question at the end of its group (a new group goes last)',
        body: faqInputSchema,
        response: { 201: dataEnvelope(faqGroupsSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await faqs.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/faqs/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Order the questions of one group (every id of the group once)',
        body: reorderSchema,
        response: groups,
      },
    },
    async (request) => ({ data: await faqs.reorderQuestions(actorOf(request), request.body.ids) }),
  );

  app.put(
    '/api/v1/admin/faqs/groups/order',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Order the groups (every group name once)',
        body: faqGroupOrderSchema,
        response: groups,
      },
    },
    async (request) => ({
      data: await faqs.reorderGroups(actorOf(request), request.body.categories),
    }),
  );

  app.put(
    '/api/v1/admin/faqs/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Change a question, its answer, group or active flag',
        params: idParams,
        body: faqInputSchema,
        response: groups,
      },
    },
    async (request) => ({
      data: await faqs.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/faqs/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'Delete a question', params: idParams, response: groups },
    },
    async (request) => ({ data: await faqs.remove(actorOf(request), request.params.id) }),
  );
};
