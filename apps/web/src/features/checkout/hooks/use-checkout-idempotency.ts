import { useCallback } from 'react';

const STORAGE_KEY = 'checkout-idempotency';

interface StoredKey {
  key: string;
  /** The checkout body the key was made for. */
  fingerprint: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Where storage is blocked, the key still holds for this page's retries.
let inMemory: StoredKey | null = null;

function read(): StoredKey | null {
  const storage = session();
  if (!storage) return inMemory;
  try {
    const value: unknown = JSON.parse(session()?.getItem(STORAGE_KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as StoredKey).key === 'string' &&
      typeof (value as StoredKey).fingerprint === 'string'
    ) {
      return value as StoredKey;
    }
  } catch {
    // A corrupt entry is replaced below.
  }
  return null;
}

/** A random v4 UUID; `crypto.randomUUID` exists only on secure origins (not a LAN http address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one checkout attempt, kept in sessionStorage: a retry, a double click
 * or a reload sends the same key for the same order, so the server never makes two orders. A
 * changed order (another code, address, payment…) is another attempt and gets a new key — the
 * server would refuse the old key with a different body.
 */
export function useCheckoutIdempotency() {
  const keyFor = useCallback((body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    const stored = read();
    if (stored?.fingerprint === fingerprint) return stored.key;
    const next: StoredKey = { key: newIdempotencyKey(), fingerprint };
    inMemory = next;
    try {
      session()?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Quota: the in-memory copy serves this page.
    }
    return next.key;
  }, []);

  /** After the order exists: the next checkout is a new attempt. */
  const clear = useCallback(() => {
    inMemory = null;
    session()?.removeItem(STORAGE_KEY);
  }, []);

  return { keyFor, clear };
}
