import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// The server's API tests run on in-memory PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, a second time against it (`server-postgres`). When TEST_REDIS_URL names a
// Redis server, `server-redis` runs two nodes of the shop sharing it (test/redis/).
const projects: TestProjectConfiguration[] = ['packages/shared', 'apps/server', 'apps/web'];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    test: {
      name: 'server-postgres',
      root: './apps/server',
      env: { TEST_DB_KIND: 'postgres' },
      globalSetup: ['./test/postgres-global-setup.ts'],
      // Process-level checks (lock, signals) use the embedded database and run once, above.
      exclude: [
        'test/process/**',
        'test/redis/**',
        'test/reliability/**',
        'src/seed/generator/**',
        '**/node_modules/**',
      ],
    },
  });
}
if (process.env.TEST_REDIS_URL) {
  // Not `extends`: that would add the server project's include list to this one.
  projects.push({
    test: {
      name: 'server-redis',
      root: './apps/server',
      environment: 'node',
      include: ['test/redis/**/*.test.ts'],
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// The reliability suite (decision 037): the authorization matrix and the fuzzer over every route
// of the OpenAPI document, and kill -9 under checkout load. `npm run test:reliability` runs it alone.
const reliability = (name: string, env: Record<string, string>): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    environment: 'node',
    include: ['test/reliability/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    env,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    ...(env.TEST_DB_KIND === 'postgres'
      ? { globalSetup: ['./test/postgres-global-setup.ts'] }
      : {}),
  },
});
projects.push(reliability('reliability', { TEST_DB_KIND: 'pglite' }));
// On PostgreSQL the fuzzer sends half as many requests per route: the embedded run has the rest.
if (process.env.TEST_DATABASE_URL)
  projects.push(reliability('reliability-postgres', { TEST_DB_KIND: 'postgres', FUZZ_RUNS: '6' }));

export default defineConfig({ test: { projects } });
