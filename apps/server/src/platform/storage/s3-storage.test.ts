import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createFileStores } from './file-stores';
import { createS3Client, ObjectStorageError } from './s3-storage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('S3-compatible file storage', () => {
  it('writes private files under uploads/ and pictures under media/, with their content type', async () => {
    const stores = createFileStores({ dataDir: '', objectStorage: s3.config });
    try {
      const document = await stores.uploads.put(Buffer.from('%PDF-1.7 id'), {
        extension: 'pdf',
        contentType: 'application/pdf',
      });
      const picture = await stores.media.put(Buffer.from('RIFF0000WEBP'), {
        extension: 'webp',
        contentType: 'image/webp',
      });
      expect(await s3.objectKeys('uploads/')).toContain(
        `uploads/${document.slice(0, 2)}/${document}`,
      );
      expect(await s3.objectKeys('media/')).toEqual([`media/${picture.slice(0, 2)}/${picture}`]);

      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: 'S3RVER' },
      });
      const object = await client.send(
        new GetObjectCommand({
          Bucket: s3.bucket,
          Key: `uploads/${document.slice(0, 2)}/${document}`,
        }),
      );
      expect(object.ContentType).toBe('application/pdf');
      client.destroy();
    } finally {
      stores.close();
    }
  });

  it('reads files copied from DATA_DIR as they lie on disk (moving a shop to a bucket)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-move-'));
    const local = createFileStores({ dataDir, objectStorage: null });
    const bytes = Buffer.from('%PDF-1.7 signed before the move');
    const key = await local.uploads.put(bytes, {
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    // What `aws s3 sync DATA_DIR/uploads s3://bucket/uploads` does: one object per file, same path.
    const client = createS3Client(s3.config);
    for (const file of await readdir(path.join(dataDir, 'uploads'), { recursive: true })) {
      const full = path.join(dataDir, 'uploads', file);
      if (!(await stat(full)).isFile()) continue;
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `uploads/${file.split(path.sep).join('/')}`,
          Body: await readFile(full),
        }),
      );
    }
    client.destroy();
    const bucket = createFileStores({ dataDir: '', objectStorage: s3.config });
    try {
      const moved = await bucket.uploads.get(key);
      expect((await buffer(moved!.body)).equals(bytes)).toBe(true);
    } finally {
      bucket.close();
    }
  });

  it('says why a bucket cannot be used: missing, refused credentials, no answer', async () => {
    const check = async (overrides: Partial<typeof s3.config>) => {
      const stores = createFileStores({
        dataDir: '',
        objectStorage: { ...s3.config, ...overrides },
      });
      try {
        await stores.check();
        return 'usable';
      } catch (error) {
        expect(error).toBeInstanceOf(ObjectStorageError);
        return (error as Error).message;
      } finally {
        stores.close();
      }
    };
    expect(await check({})).toBe('usable');
    expect(await check({ bucket: 'no-such-bucket' })).toBe(
      `Object storage: bucket "no-such-bucket" at ${s3.endpoint} cannot be used: it does not exist (create it first)`,
    );
    // s3rver knows its key id but does not recompute SigV4 signatures: a wrong id is refused.
    expect(await check({ accessKeyId: 'NOT-A-KEY' })).toBe(
      `Object storage: bucket "shop-test" at ${s3.endpoint} cannot be used: access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
    );
    expect(await check({ endpoint: 'http://127.0.0.1:9' })).toMatch(
      /^Object storage: bucket "shop-test" at http:\/\/127\.0\.0\.1:9 cannot be used: the store did not answer/,
    );
  });

  it('treats a missing bucket as a broken setup on reads, never as a missing file', async () => {
    const stores = createFileStores({
      dataDir: '',
      objectStorage: { ...s3.config, bucket: 'no-such-bucket' },
    });
    try {
      await expect(stores.uploads.get(`${'a'.repeat(32)}.pdf`)).rejects.toThrow();
    } finally {
      stores.close();
    }
  });
});
