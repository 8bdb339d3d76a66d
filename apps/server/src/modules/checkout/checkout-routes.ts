import {
  assemblyDatesSchema,
  checkoutBodySchema,
  checkoutResultSchema,
  computePricesBodySchema,
  courierOptionSchema,
  possibleCouriersBodySchema,
  priceComputationSchema,
  taxBreakdownSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { assemblyCalendar } from './assembly-dates';
import type { CheckoutService } from './checkout-service';
import type { PricesService } from './prices-service';
import type { TaxesService } from './taxes-service';

const security = [{ bearer: [] }];
const tags = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncZod<{
  prices: PricesService;
  checkout: CheckoutService;
  taxes: TaxesService;
}> = async (app, { prices, checkout, taxes }) => {
  const guarded = { onRequest: app.authenticate };

  app.post(
    '/api/v1/my-cart/compute-prices',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Prices of the checked items with a discount code and courier: lines, VAT breakdown, total (recomputed, nothing taken from the client)',
        body: computePricesBodySchema,
        response: { 200: z.object({ data: priceComputationSchema }) },
      },
    },
    async (request) => ({
      data: await prices.computePrices(currentUser(request).id, request.body),
    }),
  );

  app.post(
    '/api/v1/my-cart/possible-couriers',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Courier options (fee, estimated days) for an address or region and the checked items',
        body: possibleCouriersBodySchema,
        response: { 200: z.object({ data: z.array(courierOptionSchema) }) },
      },
    },
    async (request) => ({
      data: await prices.possibleCouriers(currentUser(request).id, request.body),
    }),
  );

  app.get(
    '/api/v1/my-cart/assembly-dates',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Dates that can be picked for assembly (working days, from the earliest lead day), so the picker can disable the rest',
        querystring: z.object({
          from: z.string().max(10).optional(),
          days: z.coerce.number().int().min(1).max(120).default(45),
        }),
        response: { 200: z.object({ data: assemblyDatesSchema }) },
      },
    },
    async (request) => ({
      data: assemblyCalendar(app.clock.now(), app.config.commerce.assembly, request.query),
    }),
  );

  app.post(
    '/api/v1/my-cart/checkout',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Places the order for the checked items (Idempotency-Key header required: the same key and body answer the same order, another body 409)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: checkoutBodySchema,
        response: { 201: z.object({ data: checkoutResultSchema }) },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await checkout.checkout(
        currentUser(request).id,
        request.headers['idempotency-key'],
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: result });
    },
  );

  app.get(
    '/api/checkout/get-auto-safe-taxes/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'VAT breakdown (vatable sales, VAT, total) of one of the caller’s orders, or of their cart',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ data: taxBreakdownSchema }) },
      },
    },
    async (request) => ({
      data: await taxes.breakdown(currentUser(request).id, request.params.id),
    }),
  );
};
