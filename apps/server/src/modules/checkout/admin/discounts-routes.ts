import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  adminDiscountDetailSchema,
  adminDiscountSchema,
  discountInputSchema,
  discountListQuerySchema,
} from '@shop/shared/admin/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import type { AdminDiscountsService } from './discounts-service';

export interface AdminDiscountsRoutesOptions {
  discounts: AdminDiscountsService;
}

const actorOf = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/** The console's discount codes (`/api/v1/admin/discounts`): staff and admins; customers 403. */
export const adminDiscountsRoutes: FastifyPluginAsyncZod<AdminDiscountsRoutesOptions> = async (
  app,
  { discounts },
) => {
  const guard = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: discount codes'], security: [{ bearer: [] }] };
  const params = z.object({ id: z.string().max(100) });
  const one = { 200: dataEnvelope(adminDiscountDetailSchema) };
  const base = '/api/v1/admin/discounts';

  app.get(
    base,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Discount codes with their status, uses, revenue and discount given',
        querystring: discountListQuerySchema,
        response: { 200: listEnvelope(adminDiscountSchema) },
      },
    },
    async (request) => discounts.list(request.query),
  );

  app.get(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'A code with the categories and products it is limited to and its latest uses',
        params,
        response: one,
      },
    },
    async (request) => ({ data: await discounts.detail(request.params.id) }),
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Create a code; 409 when the code is taken',
        body: discountInputSchema,
        response: { 201: dataEnvelope(adminDiscountDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await discounts.create(actorOf(request), request.body) }),
  );

  app.put(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Edit a code; checkout applies the change on its next price',
        params,
        body: discountInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await discounts.update(actorOf(request), request.params.id, request.body),
    }),
  );

  const actions = [
    ['pause', 'Pause a code: checkout refuses it until resumed'],
    ['resume', 'Resume a paused code'],
    ['expire', 'End a code now'],
  ] as const;
  for (const [action, summary] of actions) {
    app.post(
      `${base}/:id/${action}`,
      { ...guard, schema: { ...schemaBase, summary, params, response: one } },
      async (request) => ({ data: await discounts[action](actorOf(request), request.params.id) }),
    );
  }
};
