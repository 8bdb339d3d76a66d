import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createStockRepository } from '../stock/index';
import type { OrderPolicies } from './order-policies';
import { createOrdersRepository } from './orders-repository';
import { createOrdersService, type OrdersService } from './orders-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders after checkout: status machine, returns, refunds (checkout, payments, operator). */
    orders: OrdersService;
  }
}

export interface OrdersPluginOptions {
  /** Protection-plan policies issued with orders; none when absent. */
  policies?: OrderPolicies;
}

/** Builds the one orders service of the app and registers its background jobs. */
export const ordersPlugin = fp(
  async (app: FastifyInstance, options: OrdersPluginOptions) => {
    const { config } = app;
    const orders = createOrdersService({
      repository: createOrdersRepository(app.database.db),
      stock: createStockRepository(app.database.db),
      jobs: app.jobs,
      mailer: app.mailer,
      // Never under the web root: photos are served only through owner-checked routes.
      storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
      publicUrl: config.publicUrl,
      projectId: config.projectId,
      unpaidOrderTtlMinutes: config.commerce.unpaidOrderTtlMinutes,
      returnWindowDays: config.afterSales.returnWindowDays,
      now: () => app.clock.now(),
      policies: options.policies,
    });
    orders.registerJobs(app.jobs);
    app.decorate('orders', orders);
  },
  { name: 'orders', dependencies: ['platform', 'auth', 'jobs'] },
);
