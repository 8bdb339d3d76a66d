import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

// Libraries every page needs go in long-cached vendor chunks; forms (react-hook-form, zod)
// stay out of them so they load only with the routes that use them.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|zustand)[\\/]/ },
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
