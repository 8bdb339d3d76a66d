import { orderDetailSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { OrdersService } from './orders-service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/api/v1/my-orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: 'One of the caller’s orders: items, totals, payment, fulfillment, status audit',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ data: orderDetailSchema }) },
      },
    },
    async (request) => ({
      data: await orders.detail(currentUser(request).id, request.params.id),
    }),
  );
};
