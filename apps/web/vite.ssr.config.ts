import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins } from './vite.config';

/**
 * The storefront's server entry (src/entry-server.tsx) for Node, into dist/server/: the
 * server imports it once at start and renders the public pages with it (docs/decisions/038).
 * Libraries stay in node_modules (Vite's SSR default), so React, react-router and emotion are
 * the same copies the server's own imports would get; MUI alone is bundled (below). The
 * browser build is not touched.
 */
export default defineConfig({
  plugins: sharedPlugins(),
  // MUI names its classes after its components (`css-…-MuiButton-root`) unless built for
  // production, and the browser's build always is: bundled here with production's value, MUI
  // draws the class names the browser hydrates with, whatever NODE_ENV the server runs with
  // (`npm start` runs the demo in development).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: [/^@mui\//] },
  build: {
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
    },
  },
});
