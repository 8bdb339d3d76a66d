import { randomBytes } from 'node:crypto';

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/** A new random key (128 bits) ending in `.${extension}`: two uploads never share one. */
export function newStorageKey(extension: string): string {
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`Not an extension: ${extension}`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Keys come from the database, but a key that could name anything outside its store (a path
 * with `..`, another prefix in the bucket) must be impossible anyway.
 */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}
