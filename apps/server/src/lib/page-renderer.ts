import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LayoutHint } from '@shop/shared/layout-hint';

/** What the storefront's server entry (apps/web/src/entry-server.tsx) exports. */
export interface StorefrontRenderer {
  setUpRenderer(setup: {
    fetch: typeof fetch;
    runtimeConfig: Record<
      'auth' | 'checkout' | 'catalogue',
      { baseUrl: string; projectId: string }
    >;
    publicUrl: string;
  }): void;
  renderPage(url: string, layout: LayoutHint): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  html: string;
  styles: string;
  title: string | null;
  pageData: string;
}

/** Where the web build puts its server entry (apps/web/vite.ssr.config.ts). */
export const rendererFile = (webDist: string) => path.join(webDist, 'server', 'entry-server.js');

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers same-origin requests (`/api/...`) from this Fastify app in-process
 * (`app.inject`: no socket, the same routes, validation and headers as the browser's call);
 * an absolute URL (a service moved to its own host) goes over the network.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^https?:\/\//.test(url)) return fetch(input, init);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: headersOf(init),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * Loads the storefront's server entry once, when the web build has one; without it every page
 * is the client-rendered shell, as before server rendering (docs/decisions/038).
 */
export async function loadRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<StorefrontRenderer | null> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as StorefrontRenderer;
  const { serviceBaseUrls, projectId } = app.config;
  renderer.setUpRenderer({
    fetch: injectFetch(app),
    runtimeConfig: {
      auth: { baseUrl: serviceBaseUrls.auth, projectId },
      checkout: { baseUrl: serviceBaseUrls.checkout, projectId },
      catalogue: { baseUrl: serviceBaseUrls.catalogue, projectId },
    },
    publicUrl: app.config.publicUrl,
  });
  return renderer;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const LEADING_LINKS = /^(?:\s*<link\b[^>]*>)+/;
// Prettier writes the tags of index.html as `<noscript\n  >…</noscript\n>`.
const NOSCRIPT = /<noscript\s*>[\s\S]*?<\/noscript\s*>\s*/;
const MODULE_PRELOADS = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

/**
 * index.html with the rendered page in #root, its critical CSS in <head> and its data for the
 * browser's hydration. The "needs JavaScript" notice goes: the page reads without it.
 */
export function composePage(indexHtml: string, page: RenderedPage): string {
  // React writes the resources a screen asked for with preload() (the product's main photo)
  // before the markup; they belong in <head>, where the browser finds them first and where the
  // browser's own preload() looks for them after hydration.
  const resources = LEADING_LINKS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(resources.length);
  // Replacer functions: a `$` in the page's text must not be read as a replacement pattern.
  // The page draws without its scripts, so they are not preloaded ahead of its first paint: on a
  // phone's link they would share the bandwidth with the page and its pictures (decision 044).
  // The entry script still loads at once and asks for its modules itself; the client shell,
  // which draws nothing without them, keeps the preloads.
  let html = indexHtml
    .replace(MODULE_PRELOADS, '')
    .replace('</head>', () => `${resources}${page.styles}\n</head>`)
    .replace(NOSCRIPT, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${markup}</div>\n<script type="application/json" id="page-data">${page.pageData}</script>`,
    );
  if (page.title !== null) {
    const title = page.title;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  return html;
}
