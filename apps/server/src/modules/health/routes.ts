import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness answers while the process runs; readiness also needs the database. */
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
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
};
