import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_NAME } from '../../platform/mail/templates/layout';
import { createPoliciesRepository } from './policies-repository';
import { createPoliciesService, type PoliciesService } from './policies-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Protection-plan policies: issued with orders, downloaded as PDF, refunded in cooling-off. */
    policies: PoliciesService;
  }
}

/**
 * Builds the policies service. Registered before the orders plugin, which issues policies while
 * placing an order; policies reach the orders services (reads, refunds, status twins) through
 * `app.orders` once it exists.
 */
export const policiesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'policies',
      createPoliciesService({
        repository: createPoliciesRepository(app.database.db),
        // The private store: signed copies are served only back to their owner.
        storage: app.files.uploads,
        orders: () => app.orders,
        coolingOffDays: config.afterSales.policyCoolingOffDays,
        shopName: SHOP_NAME,
        now: () => app.clock.now(),
      }),
    );
  },
  { name: 'policies', dependencies: ['platform', 'auth'] },
);
