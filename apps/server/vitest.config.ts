import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The reliability suite is its own project (root vitest.config.ts, `npm run test:reliability`).
    exclude: ['test/reliability/**', '**/node_modules/**'],
    // Files of one worker share the migrated template database (test/database.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
