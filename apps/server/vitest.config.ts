import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Their own projects (root vitest.config.ts): two nodes sharing one Redis (`server-redis`, when
    // TEST_REDIS_URL is set) and the reliability suite (`npm run test:reliability`).
    exclude: ['test/redis/**', 'test/reliability/**', '**/node_modules/**'],
    // Files of one worker share the migrated template database (test/database.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
