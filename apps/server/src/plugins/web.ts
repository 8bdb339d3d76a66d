import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebOptions {
  /** The built single-page app (apps/web/dist). */
  webDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built storefront: precompressed files, hashed assets cached for a year,
 * and index.html for every other page path so the client router can take over.
 * Unknown /api paths answer a JSON 404 instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const hasBuild = existsSync(path.join(options.webDist, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const assets = `${path.sep}assets${path.sep}`;
          reply.header('Cache-Control', filePath.includes(assets) ? IMMUTABLE : 'no-cache');
        },
      });
    }

    const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The storefront has not been built yet: run `npm run build`, then restart the server.',
          );
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    };

    app.get('/', { schema: { hide: true } }, sendApp);

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 1200, timeWindow: '1 minute' }) },
      (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !pathname.startsWith('/api/') &&
          pathname !== '/api' &&
          !pathname.startsWith('/config/') &&
          !pathname.startsWith('/media/') &&
          !/\.[a-z0-9]{1,8}$/i.test(pathname);
        if (isPage) return sendApp(request, reply);
        return reply
          .status(404)
          .send({ message: `Route ${request.method} ${pathname} not found.` });
      },
    );
  },
  { name: 'web', dependencies: ['security'] },
);
