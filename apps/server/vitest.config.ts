import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two nodes sharing one Redis: the `server-redis` project, when TEST_REDIS_URL is set.
    exclude: ['test/redis/**', '**/node_modules/**'],
    // Files of one worker share the migrated template database (test/database.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
