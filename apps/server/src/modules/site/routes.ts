import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Crawling rules and the sitemap; modules add their pages through `app.site`. */
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
      `Sitemap: ${new URL('/sitemap.xml', app.config.publicUrl).toString()}`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = [{ loc: '/' }, ...(await app.site.sitemap())];
    const urls = entries.map((entry) => {
      const loc = escapeXml(new URL(entry.loc, app.config.publicUrl).toString());
      const lastmod =
        'lastmod' in entry && entry.lastmod
          ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>`
          : '';
      return `<url><loc>${loc}</loc>${lastmod}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
};
