import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey, newStorageKey } from './storage-keys';

/** Files under one folder (DATA_DIR/uploads), readable only by the server's user. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), assertStorageKey(key));

  return {
    async put(body, { extension }) {
      const key = newStorageKey(extension);
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
