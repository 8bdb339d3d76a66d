import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminDiscountsRepository } from './discounts-repository';
import { adminDiscountsRoutes } from './discounts-routes';
import { createAdminDiscountsService, type AdminDiscountsDeps } from './discounts-service';

export interface DiscountsAdminOptions {
  catalogue: AdminDiscountsDeps['catalogue'];
  orders: AdminDiscountsDeps['orders'];
  recordActivity: AdminDiscountsDeps['recordActivity'];
}

/** The console's discount codes under /api/v1/admin/discounts. */
export const discountsAdminPlugin: FastifyPluginAsyncZod<DiscountsAdminOptions> = async (
  app,
  options,
) => {
  await app.register(adminDiscountsRoutes, {
    discounts: createAdminDiscountsService({
      repository: createAdminDiscountsRepository(app.database.db),
      catalogue: options.catalogue,
      orders: options.orders,
      recordActivity: options.recordActivity,
      projectId: app.config.projectId,
      now: () => app.clock.now(),
    }),
  });
};
