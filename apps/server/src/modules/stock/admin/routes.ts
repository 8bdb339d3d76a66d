import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStockRepository } from '../stock-repository';
import { createStockAdminRepository } from './stock-admin-repository';
import { stockAdminRoutes } from './stock-admin-routes';
import { createStockAdminService, type StockAdminDeps } from './stock-admin-service';

export interface StockAdminOptions {
  orders: StockAdminDeps['orders'];
  recordActivity: StockAdminDeps['recordActivity'];
}

/** The console's stock API under /api/v1/admin/stock: the grid, adjustments, the ledger. */
export const stockAdminPlugin: FastifyPluginAsyncZod<StockAdminOptions> = async (app, options) => {
  const { db } = app.database;
  await app.register(stockAdminRoutes, {
    stock: createStockAdminService({
      repository: createStockAdminRepository(db),
      stock: createStockRepository(db),
      orders: options.orders,
      recordActivity: options.recordActivity,
      refreshCatalogue: () => app.catalogue.invalidate(),
      projectId: app.config.projectId,
    }),
  });
};
