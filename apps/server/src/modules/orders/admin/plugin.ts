import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURIER_RATES } from '../../../platform/couriers/rate-table';
import { noOrderPolicies, type OrderPolicies } from '../order-policies';
import { createOrdersAdminRepository } from './orders-admin-repository';
import { ordersAdminRoutes } from './orders-admin-routes';
import { createOrdersAdminService, type OrdersAdminDeps } from './orders-admin-service';

export interface OrdersAdminOptions {
  recordActivity: OrdersAdminDeps['recordActivity'];
  policies?: Pick<OrderPolicies, 'listForOrder'>;
}

/**
 * The console's orders API under /api/v1/admin/orders: the list, an order's page, staff moves
 * through the lifecycle (so stock, refunds and the customer's mails follow as for the operator)
 * and the CSV export.
 */
export const ordersAdminPlugin: FastifyPluginAsyncZod<OrdersAdminOptions> = async (
  app,
  options,
) => {
  await app.register(ordersAdminRoutes, {
    orders: createOrdersAdminService({
      repository: createOrdersAdminRepository(app.database.db),
      lifecycle: app.orders.lifecycle,
      policies: options.policies ?? noOrderPolicies,
      couriers: COURIER_RATES.map(({ code, name }) => ({ code, name })),
      recordActivity: options.recordActivity,
      projectId: app.config.projectId,
    }),
  });
};
