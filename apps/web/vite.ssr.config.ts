import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins } from './vite.config';

/**
 * The storefront's server entry (src/entry-server.tsx) for Node, into dist/server/: the
 * server imports it once at start and renders the public pages with it (docs/decisions/038).
 * Libraries stay in node_modules (Vite's SSR default), so React, react-router and emotion are
 * the same copies the server's own imports would get. The browser build is not touched.
 */
export default defineConfig({
  plugins: sharedPlugins(),
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
