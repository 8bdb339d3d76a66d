import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import {
  checkBucket,
  createS3Client,
  createS3Storage,
  type ObjectStorageConfig,
} from './s3-storage';

/** The app's two stores, on local disk or in one bucket under two prefixes. */
export interface FileStores {
  /**
   * Private files (identity documents, return photos, signed policies): served only through
   * routes that check who asks.
   */
  uploads: FileStorage;
  /** Product, category, blog and review pictures: served to anyone by /media/…. */
  media: FileStorage;
  /** Where the files live, for the start-up log. */
  describe: string;
  /** Proves the store can be used (the bucket exists and the credentials open it). */
  check(): Promise<void>;
  close(): void;
}

export function createFileStores(options: {
  dataDir: string;
  objectStorage: ObjectStorageConfig | null;
}): FileStores {
  const { dataDir, objectStorage } = options;
  if (!objectStorage) {
    return {
      uploads: createLocalStorage(path.join(dataDir, 'uploads')),
      media: createLocalStorage(path.join(dataDir, 'media')),
      describe: `local disk (${dataDir}/uploads, ${dataDir}/media)`,
      check: async () => undefined,
      close: () => undefined,
    };
  }
  const client = createS3Client(objectStorage);
  const { bucket } = objectStorage;
  return {
    uploads: createS3Storage(client, { bucket, prefix: 'uploads/' }),
    media: createS3Storage(client, { bucket, prefix: 'media/' }),
    describe: `object storage (bucket ${bucket} at ${objectStorage.endpoint ?? `AWS S3, ${objectStorage.region}`})`,
    check: () => checkBucket(client, objectStorage),
    close: () => client.destroy(),
  };
}
