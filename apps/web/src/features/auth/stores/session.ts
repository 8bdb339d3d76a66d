import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { paths } from '../../../config/paths';
import { registerAuthHandlers } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { emitSessionReset } from '../../../lib/session-events';
import {
  createFlatStorage,
  isOptionalString,
  isRecord,
  removeStoredEntries,
} from '../../../lib/storage';

export interface Profile {
  firstName: string;
  lastName: string;
  role: string;
  projectId: string;
  token: string;
}

/** What the `token` entry in browser storage holds (spec section 3). */
export interface PersistedSession {
  token: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  projectId: string | null;
}

export interface SessionState extends PersistedSession {
  profile: Profile | null;
  rememberPassword: boolean;
  deviceId: string | null;
  refreshToken: string | null;
  setSession: (values: Partial<Omit<SessionState, 'setSession' | 'reset'>>) => void;
  /** Signs out: clears the token, branch and checkout entries and goes home (spec section 4). */
  reset: () => void;
}

const signedOut: Omit<SessionState, 'setSession' | 'reset'> = {
  token: null,
  email: null,
  firstName: null,
  lastName: null,
  projectId: null,
  profile: null,
  rememberPassword: false,
  deviceId: null,
  refreshToken: null,
};

function parsePersistedSession(value: unknown): PersistedSession | null {
  if (!isRecord(value) || typeof value.token !== 'string' || !value.token) return null;
  const { email, firstName, lastName, projectId } = value;
  if (![email, firstName, lastName, projectId].every(isOptionalString)) return null;
  return {
    token: value.token,
    email: (email as string | null | undefined) ?? null,
    firstName: (firstName as string | null | undefined) ?? null,
    lastName: (lastName as string | null | undefined) ?? null,
    projectId: (projectId as string | null | undefined) ?? null,
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: (values) => set(values),
      reset: () => {
        set(signedOut);
        removeStoredEntries([STORAGE_KEYS.session, STORAGE_KEYS.branch, STORAGE_KEYS.checkout]);
        emitSessionReset();
        navigateTo(paths.home.getHref());
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createFlatStorage<PersistedSession>({
        parse: parsePersistedSession,
        isEmpty: (state) => !state.token,
      }),
      partialize: ({ token, email, firstName, lastName, projectId }) => ({
        token,
        email,
        firstName,
        lastName,
        projectId,
      }),
      // Storage is the source of truth on every navigation: no entry means signed out.
      merge: (persisted, current) =>
        persisted
          ? { ...current, ...(persisted as PersistedSession) }
          : { ...current, ...signedOut },
    },
  ),
);

export const selectIsSignedIn = (state: SessionState) => Boolean(state.token);

registerAuthHandlers({
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().reset(),
});
