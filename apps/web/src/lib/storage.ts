import type { PersistStorage } from 'zustand/middleware';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the shop then runs without persistence.
    return null;
  }
}

export function removeStoredEntries(keys: readonly string[]): void {
  const storage = browserStorage();
  for (const key of keys) storage?.removeItem(key);
}

export interface FlatStorageOptions<S> {
  /** Returns the state, or null when the stored value is not a valid entry. */
  parse: (value: unknown) => S | null;
  /** An empty state removes the entry instead of writing blanks. */
  isEmpty?: (state: S) => boolean;
}

/**
 * A zustand persist storage that keeps the bare state object in the entry (no
 * `{ state, version }` wrapper), so `token` holds `{ token, email, ... }` as the spec describes.
 * An entry that fails to parse is removed and treated as absent (spec section 4).
 */
export function createFlatStorage<S>({ parse, isEmpty }: FlatStorageOptions<S>): PersistStorage<S> {
  return {
    getItem(name) {
      const storage = browserStorage();
      const raw = storage?.getItem(name) ?? null;
      if (raw === null) return null;
      let state: S | null;
      try {
        state = parse(JSON.parse(raw));
      } catch {
        state = null;
      }
      if (state === null) {
        storage?.removeItem(name);
        return null;
      }
      return { state, version: 0 };
    },
    setItem(name, value) {
      const storage = browserStorage();
      if (isEmpty?.(value.state)) {
        storage?.removeItem(name);
        return;
      }
      try {
        storage?.setItem(name, JSON.stringify(value.state));
      } catch {
        // Quota exceeded: keep the in-memory state; it is written again on the next change.
      }
    },
    removeItem(name) {
      browserStorage()?.removeItem(name);
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isOptionalString = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';
