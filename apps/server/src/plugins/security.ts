import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      publicUrl: string;
      /** Counters shared by every node (Redis); unset, each node counts in its own memory. */
      rateLimitStore?: FastifyRateLimitStoreCtor;
    },
  ) => {
    const https = options.publicUrl.startsWith('https:');
    // Helmet's middleware built once: @fastify/helmet built it again for every request, which
    // parsed the policy each time (7 % of a cached answer's CPU in the API bench).
    const setSecurityHeaders = helmet({
      // Upgrading requests and HSTS would break a shop reached over plain http (a LAN address).
      hsts: https,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:'],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
    // Limits are opted into per route (`config.rateLimit`), with production defaults there.
    await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  },
  { name: 'security' },
);
