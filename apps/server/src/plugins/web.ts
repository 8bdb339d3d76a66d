import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { htmlPage, htmlPageBytes, sendHtml, type HtmlPage } from '../lib/html-response';
import { RenderedPageCache } from '../lib/rendered-page-cache';
import { injectPageMeta, SiteRegistry } from '../lib/page-meta';
import { composePage, loadRenderer, type RenderedPage } from '../lib/page-renderer';
import { layoutHintOf, type LayoutHint } from '@shop/shared/layout-hint';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page metadata and sitemap sources that modules register for their pages. */
    site: SiteRegistry;
  }
}

export interface WebOptions {
  /** The built single-page app (apps/web/dist). */
  webDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONSOLE_PATH = /^\/admin(\/|$)/;

/** A GET for a page of the storefront (not the API, config, media or a file). */
export function isPagePath(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/config/') &&
    !pathname.startsWith('/media/') &&
    !/\.[a-z0-9]{1,8}$/i.test(pathname)
  );
}

/** A request header's first value (Node gives repeated headers as an array). */
const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * Serves the built storefront: precompressed files, hashed assets cached for a year,
 * and index.html for every other page path so the client router can take over — with the
 * page's own title, description and structured data when a module knows the page.
 * Unknown /api paths answer a JSON 404 instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    app.decorate('site', new SiteRegistry());

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        preCompressed: true,
        index: false,
        cacheControl: false,
        // The server entry (dist/server/) is the server's code, not a file for browsers.
        allowedPath: (pathname) => !pathname.startsWith('/server/'),
        setHeaders(reply, filePath) {
          const assets = `${path.sep}assets${path.sep}`;
          reply.header('Cache-Control', filePath.includes(assets) ? IMMUTABLE : 'no-cache');
        },
      });
    }

    const hasConsole = existsSync(path.join(options.webDist, 'admin.html'));
    const renderer = indexHtml ? await loadRenderer(app, options.webDist) : null;
    const renderedPages = new RenderedPageCache<HtmlPage>(app.config.pageCacheMs, htmlPageBytes);

    /** The server-rendered page, or null for the client shell: a failure is logged, never a 500. */
    const renderPage = async (
      request: FastifyRequest,
      layout: LayoutHint,
    ): Promise<RenderedPage | null> => {
      if (!renderer) return null;
      try {
        return await renderer.renderPage(request.url, layout);
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          'server rendering failed; sent the client shell',
        );
        return null;
      }
    };

    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The storefront has not been built yet: run `npm run build`, then restart the server.',
          );
      }
      reply.header('Cache-Control', 'no-cache');
      const url = new URL(request.url, 'http://localhost');
      // The staff console is its own page with its own entry (docs/decisions/015).
      if (hasConsole && CONSOLE_PATH.test(url.pathname)) {
        return reply.header('X-Robots-Tag', 'noindex').sendFile('admin.html');
      }
      // The snapshot a page was rendered from: a newer one makes the cached page stale.
      const generation = app.hasDecorator('catalogue')
        ? app.catalogue.loaded(app.config.projectId)
        : undefined;
      // A phone gets the phone's layout drawn (@shop/shared/layout-hint): one page per layout.
      const layout = layoutHintOf({
        userAgent: request.headers['user-agent'],
        mobileHint: headerText(request.headers['sec-ch-ua-mobile']),
      });
      const cacheKey = `${layout.mobile ? 'phone' : 'wide'} ${request.url}`;
      reply.header('Vary', 'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile');
      const cached = renderedPages.get(cacheKey, generation);
      if (cached) return sendHtml(request, reply, cached);
      const [meta, page] = await Promise.all([
        app.site.resolve({ pathname: url.pathname, query: url.searchParams }),
        renderPage(request, layout),
      ]);
      if (!meta && !page) return reply.sendFile('index.html');
      let html = page ? composePage(indexHtml, page) : indexHtml;
      if (meta) html = injectPageMeta(html, meta, app.config.publicUrl);
      const built = htmlPage(html, meta?.notFound ? 404 : 200);
      if (page) renderedPages.set(cacheKey, generation, built);
      return sendHtml(request, reply, built);
    };

    app.get('/', { schema: { hide: true } }, sendApp);

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: app.config.pageRateLimitMax, timeWindow: '1 minute' }) },
      (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (isPagePath(request.method, pathname)) return sendApp(request, reply);
        return reply
          .status(404)
          .send({ message: `Route ${request.method} ${pathname} not found.` });
      },
    );
  },
  { name: 'web', dependencies: ['security', 'platform'] },
);
