import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const running: ChildProcess[] = [];
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  // The refused server never listens; its rejection is expected, not unhandled.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('the server process on the embedded database', () => {
  it('migrates, seeds, serves, refuses a second server on the same DATA_DIR, and shuts down cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-process-'));
    const first = startServer(dataDir);
    const url = await first.listening;

    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    const branches = (await (await fetch(`${url}/api/v1/public/branches/dropdown`)).json()) as {
      data: unknown[];
    };
    expect(branches.data.length).toBeGreaterThanOrEqual(3);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('The data directory is in use by another running server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received: shutting down');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // What was written survives the restart: no second seed, same catalogue.
    const again = startServer(dataDir);
    const againUrl = await again.listening;
    const after = (await (await fetch(`${againUrl}/api/v1/public/branches/dropdown`)).json()) as {
      data: unknown[];
    };
    expect(after.data).toEqual(branches.data);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
