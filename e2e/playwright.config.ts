import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts the real server on a fresh data directory: migrated and seeded from zero.
// Workers load this file too: they inherit the runner's directory (tests read its mail outbox).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-')));
// The operator the order journeys drive with `npm run shop -- orders:*`; the server seeds it.
// Workers load this file too and read the same values (e2e/support/orders.ts).
const operatorEmail = (process.env.E2E_OPERATOR_EMAIL ??= 'operator@casafilipina.ph');
const operatorPassword = (process.env.E2E_OPERATOR_PASSWORD ??= 'Operator#E2e2026');
// The first admin of the staff console (e2e/support/admin.ts reads the same values).
const adminEmail = (process.env.E2E_ADMIN_EMAIL ??= 'owner@casafilipina.ph');
const adminPassword = (process.env.E2E_ADMIN_PASSWORD ??= 'Owner#Console2026');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The built server, as production runs it (`npm run e2e` and `npm test` build first).
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Production mode hides the payment sandbox unless asked for; the checkout journeys use it.
      PAYMENT_SANDBOX: 'true',
      OPERATOR_EMAIL: operatorEmail,
      OPERATOR_PASSWORD: operatorPassword,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // Every spec signs up and logs in from 127.0.0.1 (the UI, API setup steps, each operator
      // command): the production defaults per address are for real shoppers, not a whole suite.
      LOGIN_RATE_LIMIT_MAX: '500',
      SIGNUP_RATE_LIMIT_MAX: '500',
      RESET_RATE_LIMIT_MAX: '100',
    },
  },
});
