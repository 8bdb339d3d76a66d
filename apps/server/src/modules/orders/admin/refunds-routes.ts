import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  orderRefundsSchema,
  policyRefundRowSchema,
  policyRefundsQuerySchema,
  recordRefundSchema,
  refundPaidSchema,
  returnDeclineSchema,
  returnDecisionSchema,
} from '@shop/shared/admin/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundsAdminService } from './refunds-service';
import { staffActor } from './returns-activity';
import { idParams } from './returns-routes';

/**
 * Refunds in the console: an order's refunds, a payout recorded, a pending refund paid out, and
 * the decisions on protection-plan refund requests. Staff and admins; customers get 403.
 */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ refunds: RefundsAdminService }> = async (
  app,
  { refunds },
) => {
  const guard = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: refunds'], security: [{ bearer: [] }] };
  const orderRefunds = { 200: dataEnvelope(orderRefundsSchema) };

  app.get(
    '/api/v1/admin/orders/:id/refunds',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'An order’s refunds, what the customer paid and what can still be refunded',
        params: idParams,
        response: orderRefunds,
      },
    },
    async (request) => ({ data: await refunds.ofOrder(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/orders/:id/refunds',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'Records a refund paid out (partial allowed); 409 when refunds would exceed what was paid',
        params: idParams,
        body: recordRefundSchema,
        response: { 201: dataEnvelope(orderRefundsSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await refunds.record(staffActor(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/api/v1/admin/refunds/:id/paid',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Marks a pending refund paid out; 409 when it was already',
        params: idParams,
        body: refundPaidSchema,
        response: orderRefunds,
      },
    },
    async (request) => ({
      data: await refunds.markPaid(staffActor(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/v1/admin/policy-refunds',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Protection-plan refund requests (or decided ones), the latest first',
        querystring: policyRefundsQuerySchema,
        response: { 200: listEnvelope(policyRefundRowSchema) },
      },
    },
    async (request) => refunds.policyRefunds(request.query),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/v1/admin/policy-refunds/:id/${decision}`,
      {
        ...guard,
        schema: {
          ...schemaBase,
          summary:
            decision === 'approve'
              ? 'Approves a plan refund requested inside the cooling-off window (422 otherwise)'
              : 'Declines a plan refund with a note; the plan is active again',
          params: idParams,
          body: decision === 'approve' ? returnDecisionSchema : returnDeclineSchema,
          response: { 200: dataEnvelope(policyRefundRowSchema) },
        },
      },
      async (request) => ({
        data: await refunds.decidePolicyRefund(
          staffActor(request),
          request.params.id,
          decision,
          request.body.note,
        ),
      }),
    );
  }
};
