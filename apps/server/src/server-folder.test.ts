import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './db/client';
import { SEED_BLOG_DIR } from './seed/content/index';
import { serverFolder } from './server-folder';

describe('serverFolder', () => {
  it('is the server package, where its migrations and demo blog are found', () => {
    const manifest = JSON.parse(readFileSync(path.join(serverFolder, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@shop/server');
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(SEED_BLOG_DIR)).toBe(true);
  });
});
