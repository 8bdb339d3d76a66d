import { defineConfig } from 'vitest/config';

// One run covers every package; the server project runs a second time against
// PostgreSQL when TEST_DATABASE_URL is set (see apps/server/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
