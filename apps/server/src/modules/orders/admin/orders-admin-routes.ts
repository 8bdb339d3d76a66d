import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  adminOrderSchema,
  bulkOrderResultSchema,
  bulkOrderStatusBodySchema,
  courierOptionSchema,
  orderFiltersSchema,
  orderListQuerySchema,
  orderRowSchema,
  orderStatusBodySchema,
} from '@shop/shared/admin/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import type { OrdersAdminService } from './orders-admin-service';

/** The signed-in staff member, as the activity log names them. */
const actorOf = (request: FastifyRequest) => {
  const { id, email } = currentUser(request);
  return { id, email };
};

const idParams = z.object({
  /** The order's id or its number (CF-2026-000123). */
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'Must be an order id or number.' }),
});

/** The console's orders (`/api/v1/admin/orders`): staff and admins; customers get 403. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersAdminService }> = async (
  app,
  { orders },
) => {
  const guard = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: orders'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/admin/orders',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'Orders by status group or status, Manila dates, payment, fulfilment, pickup branch, courier; search by number, customer name, e-mail or mobile',
        querystring: orderListQuerySchema,
        response: { 200: listEnvelope(orderRowSchema) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/api/v1/admin/orders/export.csv',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'The filtered orders as CSV, one row per order line (UTF-8 with BOM)',
        querystring: orderFiltersSchema,
      },
    },
    async (request, reply) => {
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(await orders.exportCsv(request.query), 'utf8'));
    },
  );

  app.get(
    '/api/v1/admin/orders/couriers',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'The couriers an order can be shipped with',
        response: { 200: dataEnvelope(z.array(courierOptionSchema)) },
      },
    },
    async () => ({ data: [...orders.couriers()] }),
  );

  app.post(
    '/api/v1/admin/orders/bulk/status',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'Moves each selected order on its own (processing, delivered, complete); the reply lists what moved and what was refused',
        body: bulkOrderStatusBodySchema,
        response: { 200: dataEnvelope(bulkOrderResultSchema) },
      },
    },
    async (request) => ({ data: await orders.bulkMove(actorOf(request), request.body) }),
  );

  app.get(
    '/api/v1/admin/orders/:id',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'One order (id or number) with everything its page shows and the moves allowed now',
        params: idParams,
        response: { 200: dataEnvelope(adminOrderSchema) },
      },
    },
    async (request) => ({ data: await orders.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/orders/:id/status',
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary:
          'Moves the order to a status the machine allows staff; shipping needs courier and tracking number, a seller cancel its reason. Refused moves answer 409 and change nothing',
        params: idParams,
        body: orderStatusBodySchema,
        response: { 200: dataEnvelope(adminOrderSchema) },
      },
    },
    async (request) => ({
      data: await orders.move(actorOf(request), request.params.id, request.body),
    }),
  );
};
