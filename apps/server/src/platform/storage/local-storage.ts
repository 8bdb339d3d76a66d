import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/** Files under one folder (DATA_DIR/uploads), readable only by the server's user. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    // Keys come from the database, but a path outside the folder must be impossible anyway.
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    async put(body, { extension }) {
      if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`Not an extension: ${extension}`);
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, file);
      return key;
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
