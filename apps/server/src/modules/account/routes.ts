import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductLookup } from '../catalogue/index';
import type { AuthServices } from '../auth/index';
import { documentsRoutes } from './documents-routes';
import { favoritesRoutes } from './favorites-routes';
import { profileRoutes } from './profile-routes';
import { supplierRoutes } from './supplier-routes';

/** The signed-in customer's own data (/api/v1/my-info…) and the supplier inquiry. */
export interface AccountRoutesOptions {
  users: AuthServices['users'];
  products: ProductLookup;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  await app.register(profileRoutes, { users: options.users });
  await app.register(favoritesRoutes, { products: options.products });
  await app.register(documentsRoutes);
  await app.register(supplierRoutes);
};
