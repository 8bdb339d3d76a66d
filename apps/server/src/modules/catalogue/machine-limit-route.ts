import type { FastifyPluginAsync } from 'fastify';
import { cachedBody, sendCached, type CachedBody } from './http-cache';

const MAX_BYTES = 1024 * 1024;

/**
 * The benchmark's ceiling: a JSON body of the requested size, built once, sent exactly as the
 * catalogue sends its cached bodies but with no parsing, lookup or serialising. Registered only
 * when BENCH_ROUTES=true.
 */
export const machineLimitRoute: FastifyPluginAsync = async (app) => {
  const bodies = new Map<number, CachedBody>();
  app.get<{ Params: { bytes: string } }>(
    '/api/v1/bench/precomputed/:bytes',
    { schema: { hide: true } },
    async (request, reply) => {
      const bytes = Math.min(MAX_BYTES, Math.max(16, Number(request.params.bytes) || 16));
      let body = bodies.get(bytes);
      if (!body) {
        body = cachedBody(`{"data":"${'x'.repeat(bytes - 11)}"}`);
        bodies.set(bytes, body);
      }
      return sendCached(request, reply, body);
    },
  );
};
