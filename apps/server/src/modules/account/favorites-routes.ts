import { favoriteProductSchema, requiredString } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { ProductLookup } from '../catalogue/index';
import { createFavoritesRepository } from './favorites-repository';
import { createFavoritesService } from './favorites-service';

export const favoriteToggleBodySchema = z.object({ productId: requiredString().max(100) });

export const favoritesRoutes: FastifyPluginAsyncZod<{ products: ProductLookup }> = async (
  app,
  { products },
) => {
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(app.database.db),
    products,
  });

  app.get(
    '/api/v1/my-info/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The caller’s favorite products, newest first',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: z.array(favoriteProductSchema) }) },
      },
    },
    async (request) => ({ data: await favorites.list(currentUser(request).id) }),
  );

  app.post(
    '/api/v1/my-info/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Adds a product to the caller’s favorites, or removes it when it is one',
        security: [{ bearer: [] }],
        body: favoriteToggleBodySchema,
        response: {
          200: z.object({ data: z.object({ productId: z.string(), favorite: z.boolean() }) }),
        },
      },
    },
    async (request) => ({
      data: await favorites.toggle(currentUser(request).id, request.body.productId),
    }),
  );
};
