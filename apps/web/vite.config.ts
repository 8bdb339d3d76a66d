import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

// The first load (budget: 150 KB gzip for the home page, issue #17; measured by
// `npm run bench:first-load -w @shop/bench`) is what index.html's entry imports statically.
// The chunk groups below only take modules of that graph (rolldown's `$initial` tag): code that
// only screens, dialogs and drawers opened later use stays in their lazy chunks, whatever
// library it comes from.
const INITIAL = '$initial' as const;

const chunkGroups = [
  // Libraries every page needs go in long-cached vendor chunks; forms (react-hook-form, zod)
  // are not needed on first load, so they load only with the routes that use them.
  {
    name: 'react',
    tags: [INITIAL],
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  },
  { name: 'router', tags: [INITIAL], test: /node_modules[\\/]react-router[\\/]/ },
  // MUI's styling engine, the layout components and icons the header shows, and their helpers.
  // The shell's buttons and cart badge are the shop's own (components/shell-button.tsx,
  // docs/decisions/042): MUI's ButtonBase, Button, IconButton and Badge are lazy-screen code.
  {
    name: 'mui',
    tags: [INITIAL],
    test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|hoist-non-react-statics|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
  },
  { name: 'data', tags: [INITIAL], test: /node_modules[\\/](@tanstack|zustand)[\\/]/ },
  // The shop's own first-load modules (layout, header, stores, API client, route table) in one
  // chunk: one request instead of a score of tiny ones. The entry module stays the entry.
  {
    name: 'shell',
    tags: [INITIAL],
    test: (id: string) =>
      /(apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/.test(id) &&
      !/apps[\\/]web[\\/]src[\\/]main\.tsx$/.test(id),
  },
  // What a screen needs to check a response against its contract (docs/decisions/011): zod/mini
  // (its core joins it), the shared response schemas, the parse helpers and the header's lazily
  // loaded schemas, in one lazy chunk rather than eight, so each preload list names one file.
  // Full zod (forms) stays in its own chunk on top of this one.
  {
    name: 'contracts',
    test: (id: string) =>
      /node_modules[\\/]zod[\\/](v4[\\/]mini|mini)[\\/]/.test(id) ||
      /packages[\\/]shared[\\/]src[\\/]contracts[\\/](catalogue|content|list-meta|auth-responses)\.ts$/.test(
        id,
      ) ||
      /apps[\\/]web[\\/]src[\\/](lib[\\/]parse-response|features[\\/](catalog[\\/]api[\\/]catalog-schemas|content[\\/]api[\\/]announcement-schemas))\.ts$/.test(
        id,
      ),
  },
  // MUI's small shared helpers that lazy screens use (ownerDocument, useControlled, …): one lazy
  // chunk rather than a dozen files of a few hundred bytes, each listed in the route table's
  // preload map. The menus' keyboard helper is larger and stays with the menus.
  {
    name: 'mui-utils',
    test: (id: string) =>
      /node_modules[\\/]@mui[\\/](utils|material[\\/]utils)[\\/]/.test(id) &&
      !/useRovingTabIndex/.test(id),
  },
  // MUI's buttons, which nearly every lazy screen draws and no first-load module does (the shell
  // has its own, docs/decisions/042): one lazy chunk, so each preload list names one file rather
  // than four. The ripple and the spinner stay apart: they load when first drawn (decision 041).
  {
    name: 'mui-buttons',
    test: /node_modules[\\/]@mui[\\/]material[\\/](ButtonBase[\\/](ButtonBase|useButtonBase|buttonBaseClasses|index)|Button[\\/]|IconButton[\\/]|useLazyRipple[\\/])/,
  },
];

// Chunks every page has loaded before any lazy import runs: listing them again in each
// dynamic import's preload list (kept in the first-load route table) would only add weight.
// Only these keep their name in their file name (below), so the match cannot take a lazy chunk.
const FIRST_LOAD_CHUNK_NAMES = ['rolldown-runtime', 'react', 'router', 'mui', 'data', 'shell'];
const FIRST_LOAD_CHUNK = new RegExp(`(^|/)(${FIRST_LOAD_CHUNK_NAMES.join('|')})-[\\w-]{8}\\.js$`);

/**
 * Lazy chunks are named by their hash alone (`assets/<hash>.js`): every one is named in the
 * preload lists of the first-load route table (about 180 files), where names such as
 * `product-details-` or `DialogActions-` cost 1.2 kB gzip of the first load
 * (docs/decisions/046). The build's manifest (`vite build --manifest`) maps them back to
 * their modules.
 */
const chunkFileName = ({ name }: { name: string }) =>
  FIRST_LOAD_CHUNK_NAMES.includes(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';

const THEME_MODULE = /apps[\\/]web[\\/]src[\\/]app[\\/]theme\.ts$/;
const STUB_ID = '\0shop:mui-theme-without-css-vars';
const STRINGIFY_STUB_ID = '\0shop:mui-theme-without-stringify';

/**
 * MUI's `createTheme` statically imports the CSS-variables theme builder (createThemeWithVars
 * and its helpers, ~4.5 kB gzip) that it only calls for themes with `cssVariables` or
 * `colorSchemes`. The shop's one theme (src/app/theme.ts) has neither and always takes the
 * plain path, so the build replaces that import with a stub. The build fails if the theme ever
 * names either option (then remove this plugin), and the stub throws rather than mis-style.
 */
function muiThemeWithoutCssVars(): Plugin {
  return {
    name: 'shop:mui-theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './createThemeWithVars.mjs' &&
        importer !== undefined &&
        /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer)
      ) {
        return STUB_ID;
      }
      // `theme.toRuntimeSource` (the theme as source text) exists for Pigment CSS only.
      if (
        source === './stringifyTheme.mjs' &&
        importer !== undefined &&
        /@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.mjs$/.test(importer)
      ) {
        return STRINGIFY_STUB_ID;
      }
      return null;
    },
    load(id) {
      if (id === STRINGIFY_STUB_ID) {
        return `export function stringifyTheme() {
  throw new Error('This build leaves out MUI theme.toRuntimeSource (apps/web/vite.config.ts).');
}`;
      }
      if (id !== STUB_ID) return null;
      return `export default function createThemeWithVars() {
  throw new Error('This build leaves out MUI CSS-variables themes (apps/web/vite.config.ts).');
}`;
    },
    transform(code, id) {
      if (THEME_MODULE.test(id) && /\b(cssVariables|colorSchemes)\b/.test(code)) {
        this.error(
          'app/theme.ts uses CSS variables or colour schemes: remove muiThemeWithoutCssVars from vite.config.ts.',
        );
      }
      return null;
    },
  };
}

/**
 * MUI parts that buttons import statically but draw only after the shopper does something:
 * `TouchRipple` (the click ripple, with its keyframes and react-transition-group; ButtonBase
 * mounts it on the first press or keyboard focus) and `CircularProgress` (Button's and
 * IconButton's `loading` spinner). The build swaps those imports for stand-ins that load the
 * real component with `import()` the first time it renders, so neither weighs on the screen
 * that shows a button (docs/decisions/041; the first-load screens use the shop's own buttons,
 * decision 042). The ripple's stand-in keeps its imperative API (start, stop, pulsate)
 * and replays the calls made while the real one loads, so the first press still ripples.
 */
const DEFERRED_MUI_PARTS = [
  {
    source: './TouchRipple.mjs',
    importer: /@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/,
    imperative: ['start', 'stop', 'pulsate'],
  },
  {
    source: '../CircularProgress/index.mjs',
    importer: /@mui[\\/]material[\\/](Button|IconButton)[\\/]\1\.mjs$/,
    imperative: [],
  },
] as const;
const DEFERRED_PREFIX = '\0shop:deferred:';

/** A module whose default export renders `realPath`'s default export once it has loaded. */
function deferredComponentSource(realPath: string, methods: readonly string[]): string {
  return `import * as React from 'react';
const Real = React.lazy(() => import(${JSON.stringify(realPath)}));
const METHODS = ${JSON.stringify(methods)};
const Deferred = React.forwardRef(function Deferred(props, ref) {
  const real = React.useRef(null);
  const pending = React.useRef([]);
  React.useImperativeHandle(ref, () =>
    Object.fromEntries(
      METHODS.map((method) => [
        method,
        (...args) => {
          if (real.current) real.current[method](...args);
          else pending.current.push([method, args]);
        },
      ]),
    ),
  []);
  const attach = React.useCallback((instance) => {
    real.current = instance;
    if (!instance) return;
    for (const [method, args] of pending.current.splice(0)) instance[method](...args);
  }, []);
  return React.createElement(
    React.Suspense,
    { fallback: null },
    React.createElement(Real, { ...props, ref: METHODS.length ? attach : ref }),
  );
});
export default Deferred;`;
}

function deferredMuiParts(): Plugin {
  return {
    name: 'shop:deferred-mui-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null;
      const part = DEFERRED_MUI_PARTS.find(
        (candidate) => candidate.source === source && candidate.importer.test(importer),
      );
      if (!part) return null;
      const realPath = path.resolve(path.dirname(importer), source);
      return `${DEFERRED_PREFIX}${DEFERRED_MUI_PARTS.indexOf(part)}:${realPath}`;
    },
    load(id) {
      if (!id.startsWith(DEFERRED_PREFIX)) return null;
      const [index, ...rest] = id.slice(DEFERRED_PREFIX.length).split(':');
      const part = DEFERRED_MUI_PARTS[Number(index)];
      if (!part) return null;
      return deferredComponentSource(rest.join(':'), part.imperative);
    },
  };
}

const EMOTION_REACT = /@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/;
const EMPTY_MODULE_ID = '\0shop:empty-module';

/**
 * `@emotion/react`'s browser build starts with a bare `import 'hoist-non-react-statics'` (left
 * by its bundler; only `withTheme`, which the shop never uses, calls the package, through its
 * own import). The package is CommonJS, so the bundler keeps it, and its copy of react-is 16,
 * for that line alone: 0.8 kB gzip of dead code on every page. The build answers that one bare
 * import with an empty module; `withTheme`'s own import still gets the real package.
 */
function emotionWithoutBareHoistImport(): Plugin {
  return {
    name: 'shop:emotion-without-bare-hoist-import',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'hoist-non-react-statics' && importer && EMOTION_REACT.test(importer)) {
        return EMPTY_MODULE_ID;
      }
      return null;
    },
    load(id) {
      return id === EMPTY_MODULE_ID ? 'export {};' : null;
    },
    transform(code, id) {
      if (EMOTION_REACT.test(id) && !/^import 'hoist-non-react-statics';$/m.test(code)) {
        this.error(
          '@emotion/react no longer imports hoist-non-react-statics bare: remove emotionWithoutBareHoistImport from vite.config.ts.',
        );
      }
      return null;
    },
  };
}

const REACT_ROUTER_PRODUCTION = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);
const APP_ROUTES = /apps[\\/]web[\\/]src[\\/]app[\\/](router\.tsx$|routes[\\/])/;
const ROUTE_MIDDLEWARE = /\b(client)?[mM]iddleware\b|\bdataStrategy\b/;
const REACT_ROUTER_PRODUCTION_CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/**
 * Patches to React Router's browser code, each a no-op for this app, each checked (the build
 * fails if react-router's code no longer has what it replaces, docs/decisions/046):
 * - `PrefetchPageLinks`, `usePrefetchBehavior`: a `<Link prefetch>` prefetches only in
 *   framework mode (`usePrefetchBehavior` answers "no" without its `FrameworkContext`, which a
 *   data router never provides), so Link never draws `PrefetchPageLinks`.
 * - `RSCErrorHandler`: drawn by the error boundary only under an RSC router.
 * - `DefaultErrorComponent`: React Router's own error screen, drawn only when the root route has
 *   no error boundary (the shop's has one, app/router.tsx).
 * - `useViewTransitionState` (NavLink's), `restoreAppliedTransitions`,
 *   `persistAppliedTransitions`: answer "not transitioning" and remember view transitions across
 *   reloads; no navigation of the shop asks for a view transition.
 * - `unstable_instrumentations`: the router is made without them; the stubs throw if it ever is.
 * - `runClientMiddlewarePipeline`: runs only for routes with `middleware` (or a custom
 *   `dataStrategy` asking for it); the build fails if a route module exports middleware.
 */
const NO_MIDDLEWARE =
  "throw new Error('This build leaves out React Router middleware (apps/web/vite.config.ts).');";
const NO_INSTRUMENTATIONS =
  "throw new Error('This build leaves out React Router instrumentations (apps/web/vite.config.ts).');";
const REACT_ROUTER_STUBS = [
  {
    what: 'function PrefetchPageLinks({ page, ...linkProps }) {',
    stub: 'function PrefetchPageLinks() { return null; }',
  },
  {
    // Its own first line names the module's React import the stub uses.
    what: 'function usePrefetchBehavior(prefetch, theirElementProps) {\n  let frameworkContext = React8.useContext(FrameworkContext);',
    stub: 'function usePrefetchBehavior() { return [false, React8.useRef(null), {}]; }',
  },
  {
    what: 'function RSCErrorHandler({\n  children,\n  error\n}) {',
    stub: 'function RSCErrorHandler({ children }) { return children; }',
  },
  {
    what: 'function DefaultErrorComponent() {',
    stub: 'function DefaultErrorComponent() { return null; }',
  },
  {
    what: 'function useViewTransitionState(to, { relative } = {}) {',
    stub: 'function useViewTransitionState() { return false; }',
  },
  {
    what: 'function restoreAppliedTransitions(_window, transitions) {',
    stub: 'function restoreAppliedTransitions() {}',
  },
  {
    what: 'function persistAppliedTransitions(_window, transitions) {',
    stub: 'function persistAppliedTransitions() {}',
  },
  {
    what: 'function runClientMiddlewarePipeline(args, handler) {',
    stub: `function runClientMiddlewarePipeline() { ${NO_MIDDLEWARE} }`,
  },
  {
    what: 'function getRouteInstrumentationUpdates(fns, route) {',
    stub: `function getRouteInstrumentationUpdates() { ${NO_INSTRUMENTATIONS} }`,
  },
  {
    what: 'function instrumentClientSideRouter(router, fns) {',
    stub: `function instrumentClientSideRouter() { ${NO_INSTRUMENTATIONS} }`,
  },
] as const;

/**
 * React Router's browser code as its production build (docs/decisions/046). Its package
 * exports only the development build, which differs by `ENABLE_DEV_WARNINGS = true` (console
 * warnings and the default error screen's "Hey developer" text). In the production build:
 * - `forwardRef` components (`Link`, `NavLink`, `Form`) are marked pure and the `displayName`
 *   assignments (React DevTools' names) are dropped, so a component the shop never uses, such as
 *   `Form` with its submission code, no longer stays in the bundle;
 * - the code of framework and RSC modes that a data router never runs is stubbed out
 *   (REACT_ROUTER_STUBS).
 * Server rendering keeps the package's own build (node_modules); the markup is the same.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'shop:react-router-production',
    // The dev server keeps the development build and its warnings.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (options?.ssr || source !== 'react-router') return null;
      return REACT_ROUTER_PRODUCTION;
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      if (APP_ROUTES.test(id) && ROUTE_MIDDLEWARE.test(code)) {
        this.error(`${id} gives a route middleware: remove runClientMiddlewarePipeline's stub.`);
      }
      if (!REACT_ROUTER_PRODUCTION_CHUNK.test(id)) return null;
      if (!code.includes('function createRouter(')) return null; // the server-only chunk
      let out = code
        .replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
      for (const { what, stub } of REACT_ROUTER_STUBS) {
        if (!out.includes(what)) {
          this.error(
            `react-router changed (${what.split('(')[0]}): update reactRouterProduction in vite.config.ts.`,
          );
        }
        // The original stays under another name, unused, so the bundler drops it (on the same
        // line: the module's line numbers do not change).
        out = out.replace(what, `${stub} ${what.replace(/^function (\w+)/, 'function unused_$1')}`);
      }
      return { code: out, map: null };
    },
  };
}

const QUERY_CORE_QUERY = /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/;
const APP_SOURCE = /(apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/;
const INFINITE_QUERY_API =
  /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|(fetch|prefetch|ensure)InfiniteQueryData?|InfiniteQueryObserver)\b/;
const NO_INFINITE_QUERIES_ID = '\0shop:no-infinite-queries';

/**
 * TanStack Query's `Query` imports the paging logic of infinite queries, which runs only for a
 * query made by `useInfiniteQuery` or `fetchInfiniteQuery`; the shop has none. The browser
 * build gives `Query` a stand-in that throws (0.4 kB gzip less on every page,
 * docs/decisions/046), and fails if the shop's code names an infinite-query API.
 */
function queryWithoutInfiniteQueries(): Plugin {
  return {
    name: 'shop:query-without-infinite-queries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || importer === undefined) return null;
      if (source === './infiniteQueryBehavior.js' && QUERY_CORE_QUERY.test(importer)) {
        return NO_INFINITE_QUERIES_ID;
      }
      return null;
    },
    load(id) {
      if (id !== NO_INFINITE_QUERIES_ID) return null;
      return `export function infiniteQueryBehavior() {
  throw new Error('This build leaves out infinite queries (apps/web/vite.config.ts).');
}`;
    },
    transform(code, id) {
      if (APP_SOURCE.test(id) && INFINITE_QUERY_API.test(code)) {
        this.error(
          `${id} uses an infinite query: remove queryWithoutInfiniteQueries from vite.config.ts.`,
        );
      }
      return null;
    },
  };
}

const QUERY_CORE_MUTATION_CACHE =
  /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationCache\.js$/;
const QUERY_CORE_MUTATION_OBSERVER =
  /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationObserver\.js$/;
const MUTATION_SLOT_ID = '\0shop:query-mutation-slot';
const MUTATION_IMPORT = 'import { Mutation } from "./mutation.js";';

/**
 * TanStack Query's `MutationCache`, made by every `QueryClient`, imports the `Mutation` class
 * (1 kB gzip), although it makes a mutation only when a `useMutation` observer runs one (or
 * when a dehydrated state carries paused mutations, which the server never sends). In the
 * browser build the cache gets a slot instead, and `MutationObserver` (lazy-screen code, with
 * `useMutation`) puts the real class in it when it loads (docs/decisions/046). A mutation
 * made before any observer loaded throws rather than misbehave.
 */
function queryMutationsWithTheirObserver(): Plugin {
  return {
    name: 'shop:query-mutations-with-their-observer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || importer === undefined) return null;
      if (source === MUTATION_SLOT_ID) return MUTATION_SLOT_ID;
      if (source === './mutation.js' && QUERY_CORE_MUTATION_CACHE.test(importer)) {
        return MUTATION_SLOT_ID;
      }
      return null;
    },
    load(id) {
      if (id !== MUTATION_SLOT_ID) return null;
      return `let RealMutation = null;
export function provideMutation(Mutation) {
  RealMutation = Mutation;
}
export function Mutation(config) {
  if (!RealMutation) {
    throw new Error('No MutationObserver has loaded yet (apps/web/vite.config.ts).');
  }
  return new RealMutation(config);
}`;
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      if (QUERY_CORE_MUTATION_CACHE.test(id) && !code.includes(MUTATION_IMPORT)) {
        this.error('query-core changed: update queryMutationsWithTheirObserver in vite.config.ts.');
      }
      if (!QUERY_CORE_MUTATION_OBSERVER.test(id)) return null;
      return `${code}
import { Mutation as ShopMutation } from "./mutation.js";
import { provideMutation as shopProvideMutation } from ${JSON.stringify(MUTATION_SLOT_ID)};
shopProvideMutation(ShopMutation);
`;
    },
  };
}

const ZOD_CORE = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const ZOD_CONFIG_DEFAULT = '(_a.__zod_globalConfig = {})';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying: the
 * shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses it, and Chrome
 * reports each refusal (Lighthouse's best-practices "Issues" audit on every page that parses a
 * response). In the browser build zod starts `jitless`, so it never tries; the responses it
 * checks are small. Server rendering and the server keep zod's default.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'shop:zod-without-eval',
    transform(code, id, options) {
      if (options?.ssr || !ZOD_CORE.test(id)) return null;
      if (!code.includes(ZOD_CONFIG_DEFAULT)) {
        this.error('zod/v4/core/core.js changed: update zodWithoutEval in vite.config.ts.');
      }
      return code.replace(ZOD_CONFIG_DEFAULT, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}

/**
 * The staff console is its own page (admin.html), built apart by vite.console.config.ts so the
 * storefront's build does not change by a byte (docs/decisions/015). The server sends it for
 * every /admin path; this does the same for the Vite dev server.
 */
function consolePage(): Plugin {
  return {
    name: 'shop:console-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/admin(\/|\?|$)/.test(request.url)) request.url = '/admin.html';
        next();
      });
    },
  };
}

/** The plugins both builds use (the console's build adds nothing of its own). */
export const sharedPlugins = () => [
  react(),
  muiThemeWithoutCssVars(),
  deferredMuiParts(),
  emotionWithoutBareHoistImport(),
  reactRouterProduction(),
  queryWithoutInfiniteQueries(),
  queryMutationsWithTheirObserver(),
  zodWithoutEval(),
];

export default defineConfig({
  plugins: [...sharedPlugins(), consolePage()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/config': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/api': API_ORIGIN,
      '/config': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the shop supports has modulepreload; the polyfill would only add weight.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        chunkFileNames: chunkFileName,
      },
    },
  },
});
