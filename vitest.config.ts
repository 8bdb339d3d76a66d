import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// The server's API tests run on in-memory PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, a second time against it (`server-postgres`).
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
      exclude: ['test/process/**', 'src/seed/generator/**', '**/node_modules/**'],
    },
  });
}

export default defineConfig({ test: { projects } });
