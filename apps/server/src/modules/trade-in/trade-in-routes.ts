import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  adminTradeInSchema,
  cancelTradeInSchema,
  tradeInListQuerySchema,
} from '@shop/shared/admin/trade-ins';
import {
  bodyTypeDtoSchema,
  tradeInBodySchema,
  tradeInCreditSchema,
  tradeInValuationSchema,
} from '@shop/shared/trade-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { TradeInService } from './trade-in-service';

export interface TradeInRoutesOptions {
  tradeIns: TradeInService;
}

/**
 * The fair market calls of spec section 7 (public), accepting an offer (signed-in customer)
 * and the console's cancel (staff and admins).
 */
export const tradeInRoutes: FastifyPluginAsyncZod<TradeInRoutesOptions> = async (
  app,
  { tradeIns },
) => {
  const base = '/api/products/fair-market';
  const tags = ['trade-in'];

  app.get(
    `${base}/years`,
    {
      schema: {
        tags,
        summary: 'Years a trade-in may have been bought: this year (Manila) back 15 years',
        response: { 200: dataEnvelope(z.array(z.number())) },
      },
    },
    async () => ({ data: tradeIns.years() }),
  );

  app.get(
    `${base}/brands`,
    {
      schema: {
        tags,
        summary: "Brands the shop accepts, its own first, then 'Other brand / locally made'",
        response: { 200: dataEnvelope(z.array(z.string())) },
      },
    },
    async () => ({ data: tradeIns.brands() }),
  );

  app.get(
    `${base}/sub-models`,
    {
      schema: {
        tags,
        summary:
          "A brand's product lines (the shop's own: its catalogue's collections); 404 for an unknown brand",
        querystring: z.object({
          brand: z
            .string({ error: 'Choose a brand.' })
            .min(1, { error: 'Choose a brand.' })
            .max(120, { error: 'Choose a brand.' }),
        }),
        response: { 200: dataEnvelope(z.array(z.string())) },
      },
    },
    async (request) => ({ data: await tradeIns.subModels(request.query.brand) }),
  );

  app.get(
    `${base}/body-types`,
    {
      schema: {
        tags,
        summary: 'Furniture types with their typical new value (pesos) and depreciation',
        response: { 200: dataEnvelope(z.array(bodyTypeDtoSchema)) },
      },
    },
    async () => ({ data: tradeIns.bodyTypes() }),
  );

  app.post(
    `${base}/calculate`,
    {
      schema: {
        tags,
        summary: 'Fair market value range and trade-in credit (pesos) with the rule applied',
        body: tradeInBodySchema,
        response: { 200: dataEnvelope(tradeInValuationSchema) },
      },
    },
    async (request) => ({ data: tradeIns.calculate(request.body) }),
  );

  const mine = '/api/v1/my-trade-ins';
  app.post(
    mine,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Accept the offer: a one-use personal code for the credit, valid 30 days; its delivery order asks the courier to collect the old item',
        body: tradeInBodySchema,
        response: { 201: dataEnvelope(tradeInCreditSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await tradeIns.accept(currentUser(request).id, request.body) }),
  );

  app.get(
    mine,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The caller's accepted trade-ins and their codes",
        response: { 200: dataEnvelope(z.array(tradeInCreditSchema)) },
      },
    },
    async (request) => ({ data: await tradeIns.mine(currentUser(request).id) }),
  );

  app.get(
    '/api/v1/admin/trade-ins',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin: trade-ins'],
        security: [{ bearer: [] }],
        summary:
          'Accepted trade-in credits, newest first; by status (active, used, expired, cancelled) or code / customer search',
        querystring: tradeInListQuerySchema,
        response: { 200: listEnvelope(adminTradeInSchema) },
      },
    },
    async (request) => tradeIns.adminList(request.query),
  );

  app.post(
    '/api/v1/admin/trade-ins/:id/cancel',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin: trade-ins'],
        security: [{ bearer: [] }],
        summary:
          'The item did not match at pickup: cancel the credit and void its code (409 when an order already used it)',
        params: z.object({ id: z.string().max(100) }),
        body: cancelTradeInSchema,
        response: { 200: dataEnvelope(tradeInCreditSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        data: await tradeIns.cancel(
          { id: user.id, email: user.email },
          request.params.id,
          request.body.reason,
        ),
      };
    },
  );
};
