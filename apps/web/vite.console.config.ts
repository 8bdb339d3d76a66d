import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins } from './vite.config';

/**
 * The staff console (admin.html) as its own build beside the storefront's, into the same
 * dist/ under assets/console/: sharing no chunk with the storefront, it cannot change what a
 * shopper's first load downloads (docs/decisions/015). Staff load their own copy of React and
 * MUI once; every file is hashed and cached for a year like the storefront's.
 */
export default defineConfig({
  plugins: sharedPlugins(),
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/console',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) },
    },
  },
});
