import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/db/client';

// Always the embedded database: the setting is PGlite's alone.
describe('the embedded database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a small buffer pool and leaves the data directory settings as initdb wrote them', async () => {
    const first = await createPglite(dir);
    const conf = readFileSync(path.join(dir, 'postgresql.conf'), 'utf8');
    await first.close();
    // Opened again, the way the server opens a shop's data directory on every start.
    const again = await createPglite(dir);
    const setting = async (name: string) =>
      Object.values((await again.query<Record<string, string>>(`show ${name}`)).rows[0]!)[0];
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('timezone')).toBe('UTC');
    expect(await setting('default_text_search_config')).toBe('pg_catalog.english');
    await again.close();
    expect(readFileSync(path.join(dir, 'postgresql.conf'), 'utf8')).toBe(conf);
    expect(conf).toMatch(/^timezone = UTC/m);
  });
});
