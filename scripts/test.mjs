#!/usr/bin/env node
// `npm test`: typecheck, lint, every vitest project, the cluster test (two nodes behind
// HAProxy, when PostgreSQL and Redis answer), then the Playwright e2e suite in Chromium.
// Every step runs even when an earlier one fails, so one run shows everything;
// the last line is `N passed, N failed` over all of it (typecheck and lint count as one
// check each) and the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const VITEST_JSON = path.resolve('.vitest-results.json');
const E2E_JSON = path.resolve('.e2e-results.json');
const CLUSTER_JSON = path.resolve('.cluster-results.json');
let passed = 0;
let failed = 0;

function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(name, command, args) {
  const code = run(command, args);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.error(`\n${name} failed (exit ${code}).`);
  }
}

function countFromJson(file, read) {
  if (!existsSync(file)) return false;
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  rmSync(file);
  return true;
}

/** Whether a PostgreSQL server answers at `url` (a query, not only a port). */
async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Redis answers PING at `url` (TEST_REDIS_URL, or the nodes' default address). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function haproxyPath() {
  const path = '/usr/sbin/haproxy';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      '\nHAProxy is missing: installing it from Debian packages (apt-get install -y haproxy).',
    );
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'haproxy'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(path)) return path;
  }
  console.error(
    `\nThe cluster test needs HAProxy at ${path} and it is missing. Install it with:\n` +
      '  sudo apt-get update && sudo apt-get install -y haproxy',
  );
  return undefined;
}

function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(
      '\nChromium is missing: installing it from Debian packages (apt-get install -y chromium).',
    );
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(path)) return path;
  }
  console.error(
    `\nThe e2e suite needs Chromium at ${path} and it is missing. Install it with:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium/Chrome binary).',
  );
  return undefined;
}

check('Typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('Lint', 'npm', ['run', 'lint', '--silent']);

const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${VITEST_JSON}`,
]);
const vitestCounted = countFromJson(VITEST_JSON, (r) => ({
  passed: r.numPassedTests,
  failed:
    r.numFailedTests +
    (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0),
}));
if (!vitestCounted || (vitestCode !== 0 && failed === 0)) failed += 1;

// The web app and the server, built once: the cluster test and the e2e suite start the built
// server, as production does (decision 051).
const built = run('npm', ['run', 'build', '--silent']) === 0;
if (!built) failed += 1;

// Two nodes behind HAProxy on a fresh PostgreSQL database (npm run test:cluster): run where
// PostgreSQL and Redis answer, as in CI; elsewhere say why it was left out.
const clusterDatabase =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clusterRedis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!built) {
  console.log('\nThe cluster test was left out: the build failed.');
} else if ((await postgresAnswers(clusterDatabase)) && (await redisAnswers(clusterRedis))) {
  if (!haproxyPath()) failed += 1;
  else {
    const failedBefore = failed;
    const clusterCode = run(
      'npx',
      [
        'vitest',
        'run',
        '-c',
        'scripts/cluster/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${CLUSTER_JSON}`,
      ],
      { TEST_DATABASE_URL: clusterDatabase, CLUSTER_TEST_REDIS_URL: clusterRedis },
    );
    const clusterCounted = countFromJson(CLUSTER_JSON, (r) => ({
      passed: r.numPassedTests,
      failed:
        r.numFailedTests +
        (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0),
    }));
    if (!clusterCounted || (clusterCode !== 0 && failed === failedBefore)) failed += 1;
  }
} else {
  console.log(
    '\nThe cluster test (npm run test:cluster) was left out: it needs PostgreSQL ' +
      '(TEST_DATABASE_URL, or 127.0.0.1:5432) and Redis (TEST_REDIS_URL, or 127.0.0.1:6379).',
  );
}

const chromium = chromiumPath();
if (!chromium) failed += 1;
else if (built) {
  const e2eCode = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_JSON,
  });
  const e2eCounted = countFromJson(E2E_JSON, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
  if (!e2eCounted || (e2eCode !== 0 && failed === 0)) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
