import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files of one worker share the migrated template database (test/database.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
