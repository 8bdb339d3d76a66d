import {
  deliveryDestinationQuerySchema,
  deliveryFeeBodySchema,
  deliveryFeeQuoteSchema,
  deliveryOriginSchema,
  deliveryPlaceSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeliveryFeeService } from './delivery-fee-service';

const tags = ['checkout'];

/** The public delivery-fee checker of spec section 7 ("ZNT": zone to zone). */
export const deliveryFeeRoutes: FastifyPluginAsyncZod<{
  deliveryFees: DeliveryFeeService;
}> = async (app, { deliveryFees }) => {
  app.get(
    '/api/products/znt-origin',
    {
      schema: {
        tags,
        summary: 'Branches that ship orders, the default branch first',
        response: { 200: z.object({ data: z.array(deliveryOriginSchema) }) },
      },
    },
    async () => ({ data: await deliveryFees.origins() }),
  );

  app.get(
    '/api/products/znt-destination',
    {
      schema: {
        tags,
        summary:
          'Delivery destinations: regions; with region, its provinces; with region and province, its cities',
        querystring: deliveryDestinationQuerySchema,
        response: { 200: z.object({ data: z.array(deliveryPlaceSchema) }) },
      },
    },
    async (request) => ({ data: await deliveryFees.destinations(request.query) }),
  );

  app.post(
    '/api/products/znt-view-price',
    {
      schema: {
        tags,
        summary:
          'Delivery fee, days and assembly per courier from a branch to a city for the items — the figures checkout charges',
        body: deliveryFeeBodySchema,
        response: { 200: z.object({ data: deliveryFeeQuoteSchema }) },
      },
    },
    async (request) => ({ data: await deliveryFees.viewPrice(request.body) }),
  );
};
