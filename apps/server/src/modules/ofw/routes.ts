import { OFW_COUNTRIES, ofwLocationsSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Shopping from abroad: the countries where most overseas Filipinos work, with the approximate
 * rate in force for each currency (the shared defaults, or the OFW_RATES setting).
 */
export const ofwRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pesosPerUnit, asOf } = app.config.commerce.ofwRates;
  const data = {
    rates_as_of: asOf,
    approximate: true as const,
    countries: OFW_COUNTRIES.map((country) => ({
      code: country.code,
      name: country.name,
      currency: country.currency,
      time_zone: country.timeZone,
      calling_code: country.callingCode,
      pesos_per_unit: pesosPerUnit[country.currency] ?? 0,
    })),
  };

  app.get(
    '/api/products/ofw-location',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Countries where most overseas Filipinos work: ISO code, name, currency, time zone, calling code and an approximate pesos-per-unit rate (not live) with its date',
        response: { 200: z.object({ data: ofwLocationsSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { data };
    },
  );
};
