#!/usr/bin/env node
// `npm test`: typecheck, lint, every vitest project, then the Playwright e2e suite in
// Chromium. Every step runs even when an earlier one fails, so one run shows everything;
// the last line is `N passed, N failed` over all of it (typecheck and lint count as one
// check each) and the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const VITEST_JSON = path.resolve('.vitest-results.json');
const E2E_JSON = path.resolve('.e2e-results.json');
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

const chromium = chromiumPath();
if (!chromium) failed += 1;
else {
  const buildCode = run('npm', ['run', 'build', '--silent']);
  if (buildCode !== 0) failed += 1;
  else {
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
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
