import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  stockAdjustmentSchema,
  stockListQuerySchema,
  stockMovementSchema,
  stockMovementsQuerySchema,
  stockMovesResultSchema,
  stockRowSchema,
  stockThresholdResultSchema,
  stockThresholdSchema,
  stockTransferSchema,
} from '@shop/shared/admin/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor';
import type { StockAdminService } from './stock-admin-service';

export interface StockAdminRoutesOptions {
  stock: StockAdminService;
}

/** The console's stock (`/api/v1/admin/stock`): staff and admins; customers get 403. */
export const stockAdminRoutes: FastifyPluginAsyncZod<StockAdminRoutesOptions> = async (
  app,
  { stock },
) => {
  // Staff and admins; writes are re-checked against the account in the database (decision 012).
  const guard = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: stock'], security: [{ bearer: [] }] };
  const moves = { 201: dataEnvelope(stockMovesResultSchema) };

  app.get(
    '/api/v1/admin/stock',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Stock per variant and branch: on hand, reserved by open orders, available',
        querystring: stockListQuerySchema,
        response: { 200: listEnvelope(stockRowSchema) },
      },
    },
    async (request) => stock.grid(request.query),
  );

  app.get(
    '/api/v1/admin/stock/movements',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'The stock ledger, newest first',
        querystring: stockMovementsQuerySchema,
        response: { 200: listEnvelope(stockMovementSchema) },
      },
    },
    async (request) => stock.movements(request.query),
  );

  app.post(
    '/api/v1/admin/stock/adjustments',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Adjust a branch’s units (received, damaged, count correction); 409 below zero',
        body: stockAdjustmentSchema,
        response: moves,
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await stock.adjust(actorOf(request), request.body) }),
  );

  app.post(
    '/api/v1/admin/stock/transfers',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Move units from one branch to another as one move; 409 below zero',
        body: stockTransferSchema,
        response: moves,
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await stock.transfer(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/stock/threshold',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'A variant’s low-stock threshold',
        body: stockThresholdSchema,
        response: { 200: dataEnvelope(stockThresholdResultSchema) },
      },
    },
    async (request) => ({ data: await stock.setThreshold(actorOf(request), request.body) }),
  );
};
