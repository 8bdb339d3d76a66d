import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  adminReturnDetailSchema,
  adminReturnRowSchema,
  adminReturnsQuerySchema,
  returnDeclineSchema,
  returnDecisionSchema,
  returnReceiveSchema,
  type AdminReturnDetail,
} from '@shop/shared/admin/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReturnPhoto } from '../return-photo-reply';
import { staffActor, type Actor } from './returns-activity';
import type { ReturnsAdminService } from './returns-service';

export const idParams = z.object({ id: z.string().max(100) });

/** The console's returns (`/api/v1/admin/returns`): staff and admins; customers get 403. */
export const returnsAdminRoutes: FastifyPluginAsyncZod<{ returns: ReturnsAdminService }> = async (
  app,
  { returns },
) => {
  const guard = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: returns'], security: [{ bearer: [] }] };
  const detail = { 200: dataEnvelope(adminReturnDetailSchema) };

  app.get(
    '/api/v1/admin/returns',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Return requests, newest first; by status, order number or customer',
        querystring: adminReturnsQuerySchema,
        response: { 200: listEnvelope(adminReturnRowSchema) },
      },
    },
    async (request) => returns.queue(request.query),
  );

  app.get(
    '/api/v1/admin/returns/:id',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'A return: customer, order, items, reason, photos, timeline, refunds, next steps',
        params: idParams,
        response: detail,
      },
    },
    async (request) => ({ data: await returns.detail(request.params.id) }),
  );

  app.get(
    '/api/v1/admin/return-photos/:id',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'A photo of a return request (never cached)',
        params: idParams,
      },
    },
    async (request, reply) => sendReturnPhoto(reply, await returns.openPhoto(request.params.id)),
  );

  const step = (
    path: string,
    summary: string,
    body: z.ZodType<{ note: string }>,
    run: (actor: Actor, id: string, note: string) => Promise<AdminReturnDetail>,
  ) =>
    app.post(
      `/api/v1/admin/returns/:id/${path}`,
      { ...guard, schema: { ...schemaBase, summary, params: idParams, body, response: detail } },
      async (request) => ({
        data: await run(staffActor(request), request.params.id, request.body.note),
      }),
    );

  step(
    'review',
    'Takes an open request under review (pending); 409 when not allowed now',
    returnDecisionSchema,
    (actor, id) => returns.review(actor, id),
  );
  step(
    'approve',
    'Approves a return; the customer reads the note',
    returnDecisionSchema,
    (actor, id, note) => returns.approve(actor, id, note),
  );
  step(
    'decline',
    'Declines a return with a note the customer reads',
    returnDeclineSchema,
    (actor, id, note) => returns.decline(actor, id, note),
  );
  step(
    'in-transit',
    'The approved items are on their way back',
    returnDecisionSchema,
    (actor, id, note) => returns.inTransit(actor, id, note),
  );

  app.post(
    '/api/v1/admin/returns/:id/receive',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'Items in hand: back to a branch’s stock (ledger rows, returned units only) or written off; the return is complete',
        params: idParams,
        body: returnReceiveSchema,
        response: detail,
      },
    },
    async (request) => {
      const { disposition, branchId, note } = request.body;
      const input =
        disposition === 'restocked' && branchId
          ? { disposition, branchId, note }
          : { disposition: 'written_off' as const, note };
      return { data: await returns.receive(staffActor(request), request.params.id, input) };
    },
  );
};
