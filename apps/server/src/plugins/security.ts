import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    await app.register(helmet, {
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
    // Limits are opted into per route (`config.rateLimit`), with production defaults there.
    await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  },
  { name: 'security' },
);
