import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsRoutes } from './documents-routes';
import { favoritesRoutes } from './favorites-routes';
import { profileRoutes } from './profile-routes';
import { supplierRoutes } from './supplier-routes';

/** The signed-in customer's own data (/api/v1/my-info…) and the supplier inquiry. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(favoritesRoutes);
  await app.register(documentsRoutes);
  await app.register(supplierRoutes);
};
