import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Crawling rules: the catalogue is public; carts, checkout, accounts and the API are not. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout/',
      'Disallow: /my-account',
      'Disallow: /orders',
      'Disallow: /favorites',
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
};
