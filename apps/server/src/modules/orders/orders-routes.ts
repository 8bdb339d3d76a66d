import {
  dataEnvelope,
  listEnvelope,
  myOrdersQuerySchema,
  orderDetailSchema,
  orderReturnSchema,
  orderSummarySchema,
  returnPhotoSchema,
  updateOrderStatusSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { OrdersModule } from './orders-module';
import { sendReturnPhoto } from './return-photo-reply';
import { readOnePhoto } from '../../lib/one-photo-upload';

const idParams = z.object({ id: z.string().max(100) });
const pageQuery = myOrdersQuerySchema.pick({ page: true, limit: true });

/** The caller's orders, their status changes, return photos and returns (bearer needed). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: Pick<OrdersModule, 'query' | 'lifecycle' | 'returns'>;
}> = async (app, { orders }) => {
  const { query, lifecycle, returns } = orders;
  const guarded = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['orders'];

  app.get(
    '/api/v1/my-orders',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The caller’s orders, newest first (one stage of the orders page, or a number)',
        querystring: myOrdersQuerySchema,
        response: { 200: listEnvelope(orderSummarySchema) },
      },
    },
    async (request) => query.list(currentUser(request).id, request.query),
  );

  app.get(
    '/api/v1/my-orders/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'One of the caller’s orders: items, totals, payment, fulfillment, status audit, the ' +
          'steps allowed now, returns and policies',
        params: idParams,
        response: { 200: dataEnvelope(orderDetailSchema) },
      },
    },
    async (request) => ({
      data: await query.detail(currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/api/orders/update-status/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'The customer’s own steps: cancel (before shipping), confirm receipt, request or ' +
          'withdraw a return; anything else is refused with 409 and changes nothing',
        params: idParams,
        body: updateOrderStatusSchema,
        response: { 200: dataEnvelope(orderDetailSchema) },
      },
    },
    async (request) => ({
      data: await lifecycle.updateStatus(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/my-orders/:id/return-photos',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Uploads one photo for a return of this order (multipart field `file`: JPEG, PNG or ' +
          'WebP, 5 MB at most)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: dataEnvelope(returnPhotoSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const order = await returns.photoTarget(userId, request.params.id);
      const bytes = await readOnePhoto(request);
      const photo = await returns.addPhoto(userId, order, bytes);
      return reply.status(201).send({ data: photo });
    },
  );

  app.get(
    '/api/v1/my-orders/:id/return-photos/:photoId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A return photo the caller uploaded (never cached)',
        params: idParams.extend({ photoId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const photo = await returns.openPhoto(currentUser(request).id, id, photoId);
      return sendReturnPhoto(reply, photo);
    },
  );

  app.get(
    '/api/v1/my-returns',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The caller’s return requests, newest first',
        querystring: pageQuery,
        response: { 200: listEnvelope(orderReturnSchema) },
      },
    },
    async (request) =>
      returns.list(currentUser(request).id, request.query.page, request.query.limit),
  );

  app.get(
    '/api/v1/my-returns/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s return requests with its items, photos and status audit',
        params: idParams,
        response: { 200: dataEnvelope(orderReturnSchema) },
      },
    },
    async (request) => ({
      data: await returns.detail(currentUser(request).id, request.params.id),
    }),
  );
};
