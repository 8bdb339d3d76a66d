import { purchaseTermsSchema, type PurchaseTerms } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMethods } from './methods';
import type { PaymentsService } from './payments-service';

/**
 * The buy box's small print for every visitor. /api/v1/payment-methods needs a signed-in
 * customer (checkout calls it); this answers the same methods, by name, to guests too, with the
 * instalment terms and the return window (decision 023).
 */
export const purchaseTermsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/v1/public/purchase-terms',
    {
      schema: {
        tags: ['payments'],
        summary: '0% instalment terms, accepted payment methods and the return window',
        response: { 200: z.object({ data: purchaseTermsSchema }) },
      },
    },
    async (_request, reply) => {
      const methods = paymentMethods({
        codMaxCentavos: app.config.commerce.codMaxCentavos,
        onlineAvailable: payments.onlineAvailable(),
      });
      const data: PurchaseTerms = {
        instalments: app.config.instalments,
        payment_methods: methods.map((method) => ({
          code: method.code,
          name: method.name,
          channels: method.channels.map((channel) => ({ name: channel.name })),
        })),
        return_window_days: app.config.afterSales.returnWindowDays,
      };
      reply.header('Cache-Control', 'public, max-age=300');
      return { data };
    },
  );
};
