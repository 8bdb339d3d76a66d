import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const REDIS_UNAVAILABLE_NOTE =
  'Redis is not reachable: rate limits count on this node alone and changes reach it by polling.';

/**
 * Liveness answers while the process runs; readiness also needs the database. Redis (when
 * configured) is reported but not required: without it the node still serves every request
 * correctly, so a balancer keeps sending traffic (docs/decisions/032).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.enum(['ready', 'degraded']),
            database: z.string(),
            redis: z.enum(['connected', 'unavailable']).optional(),
            message: z.string().optional(),
          }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
      const database = app.database.kind;
      const redis = app.redis?.health();
      if (redis === undefined) return { status: 'ready' as const, database };
      if (redis === 'connected') return { status: 'ready' as const, database, redis };
      return { status: 'degraded' as const, database, redis, message: REDIS_UNAVAILABLE_NOTE };
    },
  );
};
