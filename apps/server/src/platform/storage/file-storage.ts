import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live. Keys are opaque and random; nothing under the store is ever served
 * directly, so whoever reads a file decides who may see it. Local disk (local-storage.ts) by
 * default, an S3-compatible bucket (s3-storage.ts) when configured; file-stores.ts picks one and
 * storage-contract.test.ts holds both to the same behaviour.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key ending in `.${extension}` and returns the key. */
  put(body: Buffer, options: { extension: string; contentType: string }): Promise<string>;
  /** Null when the key does not exist (never throws for a missing file). */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
