import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createFileStores, type FileStores } from './file-stores';

/**
 * The one behaviour every adapter owes the modules (file-storage.ts), run against local disk
 * and against a real S3-compatible server (s3rver), through the same factory the app uses.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const adapters: [string, () => Promise<FileStores>][] = [
  [
    'local disk',
    async () =>
      createFileStores({
        dataDir: await mkdtemp(path.join(tmpdir(), 'shop-stores-')),
        objectStorage: null,
      }),
  ],
  ['S3-compatible bucket', async () => createFileStores({ dataDir: '', objectStorage: s3.config })],
];

describe.each(adapters)('file storage contract: %s', (_name, open) => {
  let stores: FileStores;
  beforeAll(async () => {
    stores = await open();
    await stores.check();
  });
  afterAll(() => stores.close());

  const pdf = { extension: 'pdf', contentType: 'application/pdf' };

  it('stores bytes under a new random key, reads back the same bytes and size, deletes them', async () => {
    const bytes = Buffer.from('%PDF-1.7 signed policy');
    const key = await stores.uploads.put(bytes, pdf);
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const stored = await stores.uploads.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect((await buffer(stored!.body)).equals(bytes)).toBe(true);

    await stores.uploads.delete(key);
    expect(await stores.uploads.get(key)).toBeNull();
  });

  it('keeps binary files byte for byte (a 1 MB photo)', async () => {
    const bytes = randomBytes(1024 * 1024);
    const key = await stores.media.put(bytes, { extension: 'webp', contentType: 'image/webp' });
    const stored = await stores.media.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect((await buffer(stored!.body)).equals(bytes)).toBe(true);
  });

  it('gives two uploads of the same bytes two keys, each with its own file', async () => {
    const first = await stores.uploads.put(Buffer.from('same'), pdf);
    const second = await stores.uploads.put(Buffer.from('same'), pdf);
    expect(first).not.toBe(second);
    await stores.uploads.delete(first);
    expect(await stores.uploads.get(first)).toBeNull();
    expect((await buffer((await stores.uploads.get(second))!.body)).toString()).toBe('same');
  });

  it('answers null for a key it never stored, and deleting it is no error', async () => {
    const never = `${'0'.repeat(32)}.png`;
    expect(await stores.uploads.get(never)).toBeNull();
    await expect(stores.uploads.delete(never)).resolves.toBeUndefined();
  });

  it('keeps private uploads and public media apart: a key of one is not found in the other', async () => {
    const key = await stores.uploads.put(Buffer.from('%PDF-1.7 passport'), pdf);
    expect(await stores.media.get(key)).toBeNull();
    await stores.media.delete(key);
    expect(await stores.uploads.get(key)).not.toBeNull();
  });

  it('refuses keys that could name anything outside the store, and odd extensions', async () => {
    await expect(stores.uploads.get('../../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(stores.uploads.get('../media/' + '0'.repeat(32) + '.png')).rejects.toThrow(
      'Not a storage key',
    );
    await expect(stores.media.delete('..')).rejects.toThrow('Not a storage key');
    await expect(
      stores.uploads.put(Buffer.from('x'), { extension: '../pdf', contentType: 'x' }),
    ).rejects.toThrow('Not an extension');
  });
});
