import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../s3-server';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the real server until it exits; answers its exit code and everything it printed. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-process-s3-')),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('the server process with object storage settings', () => {
  it('stops at once on a partial S3 setting, saying what is missing', async () => {
    const { code, output } = await runServer({ S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket });
    expect(code).toBe(1);
    expect(output).toContain(
      'object storage needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set together (missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
  });

  it('stops before listening when the bucket does not exist, naming it', async () => {
    const { code, output } = await runServer({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(code).toBe(1);
    expect(output).toContain(
      `Object storage: bucket "no-such-bucket" at ${s3.endpoint} cannot be used: it does not exist (create it first)`,
    );
    expect(output).not.toContain('Server listening');
  }, 90_000);
});
