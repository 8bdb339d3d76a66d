import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app';
import { createAppRouter, createRoutes } from './app/router';
import { restoreBrowserState } from './app/routes/root';
import { createHydratingEmotionCache } from './app/ssr/critical-css';
import { hydrateQueries, readPageData, type PageData } from './app/ssr/page-data';
import { LayoutHintContext } from './hooks/layout-hint';
import { preloadSections } from './lib/lazy-section';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Service addresses must be known before the first call (spec section 7).
await loadRuntimeConfig();

/**
 * Marks <html data-hydrated="true"> once React has committed the first render: from then on the
 * page's controls answer (browser tests wait for it after loading a server-rendered page).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The server drew the visitor's view; the saved session and branch apply from here on, in
    // a task of their own: the screens they re-render would otherwise lengthen the task that
    // runs the hydrated page's effects.
    let mounted = true;
    void nextTask()
      .then(() => (mounted ? restoreBrowserState() : undefined))
      .finally(() => {
        if (mounted) document.documentElement.dataset.hydrated = 'true';
      });
    return () => {
      mounted = false;
    };
  }, []);
  return children;
}

/**
 * The lazy route modules of this URL, loaded before the router is made: the server rendered
 * those screens, so the first render must have them too (react-router's SSR + lazy routes).
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const routeModule = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

/** A server-rendered page (docs/decisions/038): the same data, then React takes over the HTML. */
async function hydratePage(root: HTMLElement, pageData: PageData): Promise<void> {
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, pageData.queries);
  const routes = createRoutes(queryClient);
  // Each step in a task of its own (see nextTask): asking for the route chunks inserts a
  // preload link per chunk, evaluating them runs their modules, and the sections' chunks too.
  await nextTask();
  await resolveLazyMatches(routes);
  await nextTask();
  // After the route modules: they declare the sections the page's screen shows.
  await preloadSections(pageData.sections);
  await nextTask();
  const router = createAppRouter(queryClient, { routes, hydrationData: pageData.router });
  const emotionCache = createHydratingEmotionCache(document);
  // In a transition React hydrates in slices and yields between them, so the browser paints
  // and answers input meanwhile (one long task otherwise: Lighthouse's blocking time on a phone).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <LayoutHintContext value={pageData.layout}>
            <MarkHydrated>
              <App queryClient={queryClient} router={router} />
            </MarkHydrated>
          </LayoutHintContext>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

const pageData = readPageData(document);
if (pageData) {
  await hydratePage(container, pageData);
} else {
  createRoot(container).render(
    <StrictMode>
      <MarkHydrated>
        <App />
      </MarkHydrated>
    </StrictMode>,
  );
}
