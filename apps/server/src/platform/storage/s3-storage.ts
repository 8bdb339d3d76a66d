import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';
import { assertStorageKey, newStorageKey } from './storage-keys';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …): README "Object storage". */
export interface ObjectStorageConfig {
  /** Unset: AWS S3's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most others). */
  forcePathStyle: boolean;
}

/** The bucket cannot be used: the server refuses to start rather than fail every upload. */
export class ObjectStorageError extends Error {}

export function createS3Client(config: ObjectStorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer
    // CRC headers, and a whole buffer is sent with its exact length anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it open for good.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

const where = (config: ObjectStorageConfig) => config.endpoint ?? `AWS S3 (${config.region})`;

/** Fails with a readable reason when the bucket is missing, forbidden or out of reach. */
export async function checkBucket(client: S3Client, config: ObjectStorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = (error as S3ServiceException).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'it does not exist (create it first)'
        : status === 403 || status === 401
          ? 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
          : `the store did not answer (${(error as Error).message})`;
    throw new ObjectStorageError(
      `Object storage: bucket "${config.bucket}" at ${where(config)} cannot be used: ${reason}`,
    );
  }
}

const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

/**
 * Files as objects under `prefix` in one bucket. Nothing here is ever public: the API reads the
 * object and streams it to whoever its route allows (docs/decisions/034).
 */
export function createS3Storage(
  client: S3Client,
  options: { bucket: string; prefix: string },
): FileStorage {
  const { bucket, prefix } = options;
  // The same layout as on local disk (`ab/ab12….jpg`), so a shop moving to a bucket copies its
  // DATA_DIR/uploads and DATA_DIR/media folders as they are (README "Object storage").
  const objectKey = (key: string) => `${prefix}${key.slice(0, 2)}/${assertStorageKey(key)}`;

  return {
    async put(body, { extension, contentType }) {
      const key = newStorageKey(extension);
      // S3 stores an object whole or not at all, so no reader ever sees half of one.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        }),
      );
      return key;
    },

    async get(key) {
      const name = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!(object.Body instanceof Readable)) {
          throw new Error(`Object storage returned no readable body for ${name}`);
        }
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        // A missing bucket is a broken setup, never an absent file.
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success, as this interface wants.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
