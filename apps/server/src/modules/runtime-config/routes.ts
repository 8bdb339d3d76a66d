import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigSchema } from '@shop/shared/api';
import { z } from 'zod';

const services = ['auth', 'checkout', 'catalogue'] as const;

/**
 * The web app reads each service's base address at run time (spec section 7), so the
 * three APIs can move to their own hosts without rebuilding the storefront.
 */
export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/:service',
    {
      schema: {
        tags: ['config'],
        params: z.object({ service: z.enum(services.map((s) => `${s}.json` as const)) }),
        response: { 200: runtimeConfigSchema },
      },
    },
    async (request, reply) => {
      const service = request.params.service.replace('.json', '') as (typeof services)[number];
      reply.header('Cache-Control', 'no-cache');
      return { baseUrl: app.config.serviceBaseUrls[service], projectId: app.config.projectId };
    },
  );
};
