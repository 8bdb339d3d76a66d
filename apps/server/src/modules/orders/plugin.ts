import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderPolicies } from './order-policies';
import { createOrdersModule, type OrdersModule } from './orders-module';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Orders after checkout, one service per job: `placement` (checkout), `lifecycle` (status
     * steps, payments), `returns`, `refunds` (policies) and `query` (the read side).
     */
    orders: OrdersModule;
  }
}

export interface OrdersPluginOptions {
  /** Protection-plan policies issued with orders; none when absent. */
  policies?: OrderPolicies;
}

/** Builds the orders services of the app and registers their background jobs. */
export const ordersPlugin = fp(
  async (app: FastifyInstance, options: OrdersPluginOptions) => {
    const { config } = app;
    const orders = createOrdersModule({
      db: app.database.db,
      jobs: app.jobs,
      mailer: app.mailer,
      // The private store: photos are served only through owner-checked routes.
      storage: app.files.uploads,
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
