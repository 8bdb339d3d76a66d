import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '@shop/shared';

export const SITE_SETTINGS_PATH = '/api/v1/public/site-settings';

/** What the storefront needs before anything else: maintenance state and legal placeholders. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_SETTINGS_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'Maintenance state and the values of the legal texts',
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated every time: a maintenance switch must reach shoppers at once.
      reply.header('Cache-Control', 'no-cache');
      return {
        data: { maintenance: await app.maintenance.isOn(), legal: app.config.legal },
      };
    },
  );
};
