import { dataEnvelope, listEnvelope, orderReturnSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { sendReturnPhoto } from '../orders/index';
import {
  advanceOrderBodySchema,
  operatorOrderDetailSchema,
  operatorOrdersQuerySchema,
  operatorOrderSummarySchema,
  returnDecisionBodySchema,
} from './schemas';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The shop operator's API (roles `staff` and `admin`; customers get 403): every customer's orders, moved
 * along the status machine, and return requests approved or declined. `npm run shop -- orders:*`
 * and `returns:*` call it over HTTP.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { query, lifecycle, returns } = app.orders;
  const guarded = { onRequest: app.requireStaff };
  const security = [{ bearer: [] }];
  const tags = ['operator'];

  app.get(
    '/api/v1/operator/orders',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'All customers’ orders, newest first; by status, stage, number or e-mail',
        querystring: operatorOrdersQuerySchema,
        response: { 200: listEnvelope(operatorOrderSummarySchema) },
      },
    },
    async (request) => query.operatorList(request.query),
  );

  app.get(
    '/api/v1/operator/orders/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One order by id or order number, with its customer and the next statuses',
        params: idParams,
        response: { 200: dataEnvelope(operatorOrderDetailSchema) },
      },
    },
    async (request) => ({ data: await query.operatorDetail(request.params.id) }),
  );

  app.post(
    '/api/v1/operator/orders/:id/status',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Moves an order (id or number) to a status the machine allows an operator; shipping ' +
          'needs a tracking number. Refused moves answer 409 and change nothing',
        params: idParams,
        body: advanceOrderBodySchema,
        response: { 200: dataEnvelope(operatorOrderDetailSchema) },
      },
    },
    async (request) => ({
      data: await lifecycle.advance(currentUser(request).id, request.params.id, request.body),
    }),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/v1/operator/returns/:id/${decision}`,
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `${decision === 'approve' ? 'Approves' : 'Declines'} an open return request`,
          params: idParams,
          body: returnDecisionBodySchema,
          response: { 200: dataEnvelope(orderReturnSchema) },
        },
      },
      async (request) => {
        const operatorId = currentUser(request).id;
        const note = request.body?.note;
        const data =
          decision === 'approve'
            ? await returns.approve(operatorId, request.params.id, note)
            : await returns.decline(operatorId, request.params.id, note);
        return { data };
      },
    );
  }

  app.get(
    '/api/v1/operator/return-photos/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A photo of a return request (never cached)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const photo = await returns.openPhotoForOperator(request.params.id);
      return sendReturnPhoto(reply, photo);
    },
  );
};
