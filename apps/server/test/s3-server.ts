import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../src/platform/storage/s3-storage';

/** s3rver checks signatures against these fixed credentials. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this server (README "Object storage"). */
  env: Record<string, string>;
  config: ObjectStorageConfig;
  /** Every object name in the bucket, sorted; `prefix` narrows it ('uploads/', 'media/'). */
  objectKeys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (the npm package s3rver) on a free loopback port, keeping its
 * objects in a temporary folder; one bucket is created before it answers.
 */
export async function startS3Server(bucket = 'shop-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: ObjectStorageConfig = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  return {
    endpoint,
    bucket,
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    async objectKeys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
