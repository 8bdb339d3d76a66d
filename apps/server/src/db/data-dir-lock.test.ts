import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

describe('lockDataDir', () => {
  it('refuses a directory another live process holds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(other);
    writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const lock = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
