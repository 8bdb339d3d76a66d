import { HttpError } from '../errors';
import { ImageRejectedError, renderRenditions } from '../platform/images/renditions';
import type { FileStorage } from '../platform/storage/file-storage';

export interface StoredRendition {
  width: number;
  height: number;
  storageKey: string;
}

/** An upload as its media row records it: the largest rendition is what `/media/{key}` serves. */
export interface StoredUpload {
  key: string;
  alt: string;
  width: number;
  height: number;
  /** The largest rendition's file. */
  storageKey: string;
  renditions: StoredRendition[];
}

/** The upload `key` with its alt text and its renditions (smallest first), sized as the largest. */
export function storedUpload(
  key: string,
  alt: string,
  renditions: StoredRendition[],
): StoredUpload {
  const largest = renditions[renditions.length - 1]!;
  return {
    key,
    alt,
    width: largest.width,
    height: largest.height,
    storageKey: largest.storageKey,
    renditions,
  };
}

/**
 * Turns an upload into WebP renditions kept in the public media store (smallest first). A file
 * the pipeline refuses answers 400 (413 when too large) on the `file` field; nothing is kept.
 */
export async function storeRenditions(
  store: FileStorage,
  bytes: Buffer,
): Promise<StoredRendition[]> {
  let renditions;
  try {
    renditions = await renderRenditions(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw new HttpError(error.message.includes('10 MB') ? 413 : 400, error.message, {
        file: error.message,
      });
    }
    throw error;
  }
  const stored: StoredRendition[] = [];
  try {
    for (const rendition of renditions) {
      const storageKey = await store.put(rendition.bytes, {
        extension: 'webp',
        contentType: 'image/webp',
      });
      stored.push({ width: rendition.width, height: rendition.height, storageKey });
    }
  } catch (error) {
    await discardFiles(
      store,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
  return stored;
}

/** Deletes files from the media store; one that is already gone is no failure. */
export async function discardFiles(store: FileStorage, storageKeys: string[]) {
  await Promise.all(storageKeys.map((key) => store.delete(key).catch(() => undefined)));
}

/**
 * Stores an upload's renditions, then `keep` records them (the database rows); when that fails,
 * the files go again, so nothing is left in the store that no row names.
 */
export async function withStoredRenditions<T>(
  store: FileStorage,
  bytes: Buffer,
  keep: (stored: StoredRendition[], largest: StoredRendition) => Promise<T>,
): Promise<T> {
  const stored = await storeRenditions(store, bytes);
  try {
    return await keep(stored, stored[stored.length - 1]!);
  } catch (error) {
    await discardFiles(
      store,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}
