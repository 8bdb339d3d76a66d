// The trade-in module's public face: the fair market calls, accepting a credit and staff's
// cancel. Its credit is a personal discount code of the checkout module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTradeInRepository } from './trade-in-repository';
import { tradeInRoutes } from './trade-in-routes';
import { createTradeInService, type TradeInDeps } from './trade-in-service';

export interface TradeInOptions {
  codes: TradeInDeps['codes'];
  products: TradeInDeps['products'];
  recordActivity: TradeInDeps['recordActivity'];
}

export const tradeInPlugin: FastifyPluginAsyncZod<TradeInOptions> = async (app, options) => {
  await app.register(tradeInRoutes, {
    tradeIns: createTradeInService({
      repository: createTradeInRepository(app.database.db),
      codes: options.codes,
      products: options.products,
      recordActivity: options.recordActivity,
      projectId: app.config.projectId,
      now: () => app.clock.now(),
    }),
  });
};
