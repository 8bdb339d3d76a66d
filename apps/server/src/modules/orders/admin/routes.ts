import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStockRepository } from '../../stock/index';
import { createOrdersRepository } from '../orders-repository';
import { createRefundsAdminService, type PolicyRefundDecisions } from './refunds-service';
import { refundsAdminRoutes } from './refunds-routes';
import type { RecordActivity } from './returns-activity';
import { createReturnsAdminRepository } from './returns-repository';
import { returnsAdminRoutes } from './returns-routes';
import { createReturnsAdminService } from './returns-service';

export interface ReturnsAdminOptions {
  recordActivity: RecordActivity;
  /** The policies module's refund decisions (`app.policies`). */
  policies: PolicyRefundDecisions;
}

/**
 * The console's returns and refunds: the queue, a return's steps (through `app.orders.returns`
 * and the status machine), refunds of an order and protection-plan refund decisions.
 */
export const returnsAdminPlugin: FastifyPluginAsyncZod<ReturnsAdminOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const repository = createReturnsAdminRepository(db);
  const orders = createOrdersRepository(db);
  const now = () => app.clock.now();
  const refunds = createRefundsAdminService({
    repository,
    orders,
    mails: app.orders.mails,
    policies: options.policies,
    recordActivity: options.recordActivity,
    now,
  });
  const returns = createReturnsAdminService({
    repository,
    orders,
    returns: app.orders.returns,
    refunds,
    stock: createStockRepository(db),
    recordActivity: options.recordActivity,
    now,
  });
  await app.register(returnsAdminRoutes, { returns });
  await app.register(refundsAdminRoutes, { refunds });
};
