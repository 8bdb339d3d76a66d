import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const tempRoot = () => mkdtemp(path.join(tmpdir(), 'shop-storage-'));

describe('local file storage', () => {
  it('stores bytes under a random name, reads them back and deletes them', async () => {
    const root = await tempRoot();
    const storage = createLocalStorage(root);
    const key = await storage.put(Buffer.from('%PDF-1.7 hello'), {
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const file = path.join(root, key.slice(0, 2), key);
    expect(await readFile(file, 'utf8')).toBe('%PDF-1.7 hello');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const stored = await storage.get(key);
    expect(stored?.size).toBe(14);
    expect(await text(stored!.body)).toBe('%PDF-1.7 hello');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(path.dirname(file))).toEqual([]);
  });

  it('gives two uploads of the same bytes two names', async () => {
    const storage = createLocalStorage(await tempRoot());
    const options = { extension: 'png', contentType: 'image/png' };
    const first = await storage.put(Buffer.from('same'), options);
    const second = await storage.put(Buffer.from('same'), options);
    expect(first).not.toBe(second);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalStorage(await tempRoot());
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(storage.delete('..')).rejects.toThrow('Not a storage key');
  });
});
