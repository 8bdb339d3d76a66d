import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  hideReviewSchema,
  myReviewSchema,
  productReviewsQuerySchema,
  productReviewsPageSchema,
  reviewBodySchema,
  reviewPhotoSchema,
} from '@shop/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { actorOf } from '../admin/actor';
import { readOnePhoto } from '../../../lib/one-photo-upload';
import type { ReviewsService } from './reviews-service';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Reviews: the shop's list per product (public), the customer's own from their delivered
 * orders (bearer) and the console's moderation under /api/v1/admin/reviews (staff and admins).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const customer = { onRequest: app.authenticate };
  const staff = { onRequest: app.requireStaff };
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/products/:id/reviews',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Visible reviews of a product (id or friendly URL), newest first, with the rating ' +
          'summary (null without reviews)',
        params: idParams,
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsPageSchema },
      },
    },
    async (request) => reviews.forProduct(request.params.id, request.query),
  );

  app.get(
    '/api/v1/my-orders/:id/reviews',
    {
      ...customer,
      schema: {
        tags: ['orders'],
        security,
        summary: 'The caller’s reviews of the products of one of their delivered orders',
        params: idParams,
        response: { 200: dataEnvelope(z.array(myReviewSchema)) },
      },
    },
    async (request) => ({
      data: await reviews.forOrder(currentUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/api/v1/my-orders/:id/reviews',
    {
      ...customer,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Writes the caller’s review of a product of this delivered order (201), or edits the ' +
          'one they wrote (200); 403 another’s order, 409 not delivered, 422 product not in it',
        params: idParams,
        body: reviewBodySchema,
        response: { 200: dataEnvelope(myReviewSchema), 201: dataEnvelope(myReviewSchema) },
      },
    },
    async (request, reply) => {
      const saved = await reviews.save(currentUser(request).id, request.params.id, request.body);
      return reply.status(saved.created ? 201 : 200).send({ data: saved.review });
    },
  );

  app.post(
    '/api/v1/my-orders/:id/review-photos',
    {
      ...customer,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Uploads one photo for a review of this delivered order (multipart field `file`: ' +
          'JPEG, PNG or WebP, 5 MB at most); attach its id when saving the review',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: dataEnvelope(reviewPhotoSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const bytes = await readOnePhoto(request);
      const photo = await reviews.addPhoto(userId, request.params.id, bytes);
      return reply.status(201).send({ data: photo });
    },
  );

  const admin = { tags: ['admin: reviews'], security };
  const detail = { 200: dataEnvelope(adminReviewSchema) };

  app.get(
    '/api/v1/admin/reviews',
    {
      ...staff,
      schema: {
        ...admin,
        summary: 'Reviews, newest first; by visibility, stars, product, customer or text',
        querystring: adminReviewsQuerySchema,
        response: { 200: listEnvelope(adminReviewSchema) },
      },
    },
    async (request) => reviews.adminList(request.query),
  );

  app.get(
    '/api/v1/admin/reviews/:id',
    { ...staff, schema: { ...admin, summary: 'One review', params: idParams, response: detail } },
    async (request) => ({ data: await reviews.adminDetail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/reviews/:id/hide',
    {
      ...staff,
      schema: {
        ...admin,
        summary: 'Hides a review from the shop and its rating summary, with a reason',
        params: idParams,
        body: hideReviewSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await reviews.hide(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/api/v1/admin/reviews/:id/unhide',
    {
      ...staff,
      schema: {
        ...admin,
        summary: 'Shows a hidden review again',
        params: idParams,
        response: detail,
      },
    },
    async (request) => ({ data: await reviews.unhide(actorOf(request), request.params.id) }),
  );
};
