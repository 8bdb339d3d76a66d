import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** The data directory of the server the suite runs against (set in playwright.config.ts). */
export function suiteDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  return dir;
}

export interface StoredMail {
  file: string;
  raw: string;
}

/** Every message the server's mailer wrote to `DATA_DIR/mail/*.eml` (the outbox copies). */
export async function readOutbox(dataDir = suiteDataDir()): Promise<StoredMail[]> {
  const dir = path.join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => ({ file, raw: await readFile(path.join(dir, file), 'utf8') })),
  );
}

/** Waits for the outbox mails whose raw text contains every one of `parts`. */
export async function waitForMails(parts: string[], count: number, dataDir = suiteDataDir()) {
  let found: StoredMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).filter((mail) =>
          parts.every((part) => mail.raw.includes(part)),
        );
        return found.length;
      },
      { message: `${count} mail(s) containing ${parts.join(', ')}`, timeout: 10_000 },
    )
    .toBe(count);
  return found;
}

/** `npm run shop -- maintenance:on|off` against a server's data directory. */
export async function switchMaintenance(on: boolean, dataDir: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'shop', '--', on ? 'maintenance:on' : 'maintenance:off'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NO_COLOR: '1' },
      timeout: 60_000,
    },
  );
  return stdout;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A second shop server on its own fresh data directory and port. Maintenance mode closes every
 * page of the server it is switched on for, so the maintenance journey uses its own server
 * rather than the suite's, which the other specs keep using in parallel.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-maintenance-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      MAINTENANCE_MODE: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The maintenance test server exited early:\n${stderr}`);
    }
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The maintenance test server did not become ready:\n${stderr}`);
}
