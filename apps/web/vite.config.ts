import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

// MUI's styling engine plus the few components every page shows (the header's buttons and
// badge). Everything else is split with the screens and overlays that use it, so a dialog or
// drawer opened later does not weigh on the first load (budget: 170 KB gzip, DESIGN.md 7).
const muiCore =
  /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|Box|ButtonBase|Button|IconButton|CircularProgress|Badge|Typography|SvgIcon|Container|CssBaseline|DefaultPropsProvider|useMediaQuery|zero-styled)|@mui[\\/]icons-material[\\/]utils|react-transition-group|hoist-non-react-statics|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/;
// Helpers only menus, dialogs and drawers use: they stay with those lazy chunks.
const muiOverlayOnly =
  /[\\/](useRovingTabIndex|getScrollbarSize|debounce|ownerWindow|material[\\/]transitions)[\\/]/;
// Internals only form and list screens use (checkboxes, pagination, alert icons): they go with
// those lazy routes, or to a shared chunk when the shell needs one of them too.
const muiLazyInternals =
  /@mui[\\/]material[\\/](internal[\\/](svg-icons|SwitchBase|switchBaseClasses)|FormControl)/;

// Libraries every page needs go in long-cached vendor chunks; forms (react-hook-form, zod)
// stay out of them so they load only with the routes that use them.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  {
    name: 'mui',
    test: (id: string) =>
      muiCore.test(id) && !muiOverlayOnly.test(id) && !muiLazyInternals.test(id),
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|zustand)[\\/]/ },
  // Small modules the shell and most screens share (paths, API client, shop details): one
  // request instead of a handful of tiny ones.
  {
    name: 'shell',
    test: /(apps[\\/]web[\\/]src[\\/](config|lib)[\\/]|packages[\\/]shared[\\/]src[\\/]constants)/,
  },
];

export default defineConfig({
  plugins: [react()],
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
    // Every browser the shop supports has modulepreload; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
