import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: real processes (two nodes, HAProxy) on a fresh PostgreSQL database;
// kept out of the default vitest projects and run by scripts/test.mjs when PostgreSQL and
// Redis answer.
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
