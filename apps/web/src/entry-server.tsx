import { Writable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath } from 'react-router';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { criticalStyleTags, EMOTION_KEY } from './app/ssr/critical-css';
import { dehydrateQueries, serializePageData } from './app/ssr/page-data';
import { paths } from './config/paths';
import { LayoutHintContext } from './hooks/layout-hint';
import type { LayoutHint } from '@shop/shared/layout-hint';
import { setApiFetch } from './lib/api-client';
import { RenderedSectionsContext } from './lib/lazy-section';
import { setServerOrigin } from './lib/page-origin';
import { createQueryClient } from './lib/query-client';
import { setRuntimeConfig, type ServiceName } from './lib/runtime-config';
import type { RuntimeConfig } from '@shop/shared/api';

/**
 * The storefront's server-side render (docs/decisions/038): the browser's own route table,
 * loaders and screens, rendered by React's streaming renderer once every read is in, with
 * emotion's critical CSS and the data the browser hydrates from. The server
 * (apps/server/src/lib/page-renderer.ts) loads the built file once and calls `renderPage`.
 */

/** The public pages that are rendered on the server; every other page is the client shell. */
const SERVER_RENDERED = [
  paths.home.path,
  paths.products.path,
  paths.productDetails.path,
  paths.productDetailsByFriendlyUrl.path,
  paths.blogs.path,
  paths.blogDetails.path,
  paths.faqs.path,
  paths.aboutUs.path,
  paths.locations.path,
  paths.contactUs.path,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname) !== null);
}

export interface RendererSetup {
  /** Answers the app's API requests (same-origin paths) without a network hop. */
  fetch: typeof fetch;
  /** What /config/*.json tell the browser. */
  runtimeConfig: Record<ServiceName, RuntimeConfig>;
  /** The shop's public address (PUBLIC_URL), for absolute links such as sharing. */
  publicUrl: string;
}

/** Called once when the server loads this module. */
export function setUpRenderer({ fetch, runtimeConfig, publicUrl }: RendererSetup): void {
  setApiFetch(fetch);
  setRuntimeConfig(runtimeConfig);
  setServerOrigin(publicUrl);
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** `<style>` tags with the CSS the markup uses (emotion's critical CSS). */
  styles: string;
  /** The page's `<title>` as the screen sets it. */
  title: string | null;
  /** JSON for `<script type="application/json" id="page-data">`. */
  pageData: string;
}

/** Render passes at most: each one can reveal reads that depend on the previous one's data. */
const MAX_PASSES = 4;
const RENDER_TIMEOUT_MS = 5_000;

/** Renders the app to HTML once every Suspense boundary (lazy code) has resolved. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Whole boundaries inline: no outlined segments, which would need React's inline scripts
      // to swap them in (the CSP allows no inline script, and a page without JS needs them).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failure) reject(failure as Error);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    setTimeout(
      () => stream.abort(new Error('The page took too long to render.')),
      RENDER_TIMEOUT_MS,
    );
  });
}

const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Reads the screens asked for during a render but that no loader had started. */
function unreadQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) });
}

const OUTLINED_BOUNDARY = /<template id="B:/;

/**
 * React 19 writes a screen's <title> into the markup of a render that is not a whole document
 * (the browser's React hoists it into <head>). Takes those out, not an icon's <svg> title, and
 * gives the first: the one the browser shows.
 */
function takeTitles(html: string): { html: string; title: string | null } {
  let title: string | null = null;
  let svgDepth = 0;
  const markup = html.replace(
    /<svg[\s>]|<\/svg>|<title>([\s\S]*?)<\/title>/g,
    (match, text: string | undefined) => {
      if (match.startsWith('<svg')) svgDepth += 1;
      else if (match === '</svg>') svgDepth -= 1;
      else if (svgDepth === 0) {
        title ??= text ?? '';
        return '';
      }
      return match;
    },
  );
  return { html: markup, title };
}

function renderApp(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  cache: EmotionCache,
  sections: Set<string>,
  layout: LayoutHint,
) {
  return renderToHtml(
    <StrictMode>
      <RenderedSectionsContext value={sections}>
        <LayoutHintContext value={layout}>
          <CacheProvider value={cache}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </CacheProvider>
        </LayoutHintContext>
      </RenderedSectionsContext>
    </StrictMode>,
  );
}

/**
 * The page at `url` (path and query) in the layout the request looks like it wants (a phone's
 * or a wide screen's, hooks/layout-hint.ts), or null when it is not server-rendered (a signed-in
 * screen, a redirect, a route error): the server then sends the client shell.
 */
export async function renderPage(
  url: string,
  layout: LayoutHint = { mobile: false },
): Promise<RenderedPage | null> {
  const request = new Request(new URL(url, 'http://storefront.local'));
  if (!isServerRenderedPath(new URL(request.url).pathname)) return null;

  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(createRoutes(queryClient, { awaitData: true }));
  const context = await handler.query(request);
  // A loader's redirect: the browser's router follows it from the client shell.
  if (context instanceof Response) return null;
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw error instanceof Error ? error : new Error(`Route error: ${JSON.stringify(error)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const cache = createCache({ key: EMOTION_KEY });
    const emotionServer = createEmotionServer(cache);
    const sections = new Set<string>();
    const html = await renderApp(queryClient, router, context, cache, sections, layout);
    const unread = unreadQueries(queryClient);
    // A boundary still showing its fallback (code first asked for in this pass) renders
    // complete in the next pass, the code being loaded by then.
    if (unread.length === 0 && !OUTLINED_BOUNDARY.test(html)) {
      const chunks = emotionServer.extractCriticalToChunks(html);
      const { html: markup, title } = takeTitles(html);
      return {
        html: markup,
        styles: criticalStyleTags(chunks, Object.keys(cache.inserted)),
        title,
        pageData: serializePageData({
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: context.errors,
          },
          queries: dehydrateQueries(queryClient),
          sections: [...sections],
          layout,
        }),
      };
    }
    // Failed reads stay failed (a product that does not exist): the screen shows that state.
    await Promise.all(unread.map((query) => query.fetch().catch(() => undefined)));
  }
  throw new Error(`The page ${url} still had unread data after ${MAX_PASSES} render passes.`);
}
