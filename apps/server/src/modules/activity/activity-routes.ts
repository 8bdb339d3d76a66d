import { listEnvelope } from '@shop/shared';
import { activityEntrySchema, activityQuerySchema } from '@shop/shared/admin/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from './activity-service';

/** The activity log, read by admins only; there is no route that changes or removes an entry. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/api/v1/admin/activity',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Every admin write (who, when, which record, what changed); newest first',
        querystring: activityQuerySchema,
        response: { 200: listEnvelope(activityEntrySchema) },
      },
    },
    async (request) => activity.list(request.query),
  );
};
