import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFlatStorage, isRecord } from '../../../lib/storage';

/** Saved login credentials of a remembered device (spec section 3). */
export interface RememberedCredentials {
  firstName: string;
  lastName: string;
  email: string;
  rememberPassword: boolean;
  deviceId: string;
  refreshToken: string;
  timestamp: number;
}

interface RememberedState {
  credentials: RememberedCredentials | null;
  remember: (credentials: RememberedCredentials) => void;
  forget: () => void;
}

export const REMEMBERED_CREDENTIALS_KEY = 'rememberedCredentials';

function parseCredentials(value: unknown): RememberedCredentials | null {
  if (!isRecord(value)) return null;
  const { firstName, lastName, email, rememberPassword, deviceId, refreshToken, timestamp } = value;
  if (
    typeof firstName !== 'string' ||
    typeof lastName !== 'string' ||
    typeof email !== 'string' ||
    typeof deviceId !== 'string' ||
    typeof refreshToken !== 'string' ||
    typeof timestamp !== 'number' ||
    rememberPassword !== true
  ) {
    return null;
  }
  return { firstName, lastName, email, rememberPassword, deviceId, refreshToken, timestamp };
}

/** Persisted apart from the session, so signing out can keep it ("Logout and Keep my Data"). */
export const useRememberedStore = create<RememberedState>()(
  persist(
    (set) => ({
      credentials: null,
      remember: (credentials) => set({ credentials }),
      forget: () => set({ credentials: null }),
    }),
    {
      name: REMEMBERED_CREDENTIALS_KEY,
      // The entry holds the bare credentials (no wrapper); nothing saved means no entry.
      storage: createFlatStorage<RememberedCredentials | null>({
        parse: parseCredentials,
        isEmpty: (state) => state === null,
      }),
      partialize: ({ credentials }) => credentials,
      merge: (persisted, current) => ({
        ...current,
        credentials: (persisted as RememberedCredentials | null | undefined) ?? null,
      }),
    },
  ),
);
