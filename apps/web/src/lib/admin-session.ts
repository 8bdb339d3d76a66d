import type { StaffRole } from '@shop/shared/admin/staff';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ConsoleNotice } from '../config/admin-paths';

/** The signed-in console user. Kept apart from the shopper's session (`token`). */
export interface ConsoleSession {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** When the access token ends (ms since epoch): staff sessions are not renewed. */
  expiresAt: number;
}

interface AdminSessionState {
  session: ConsoleSession | null;
  /** Why the console sign-in is shown (an ended session, a customer's account). */
  notice: ConsoleNotice | null;
  signIn: (session: ConsoleSession) => void;
  signOut: (notice?: ConsoleNotice) => void;
  clearNotice: () => void;
}

/** The `exp` of a JWT, in ms; 0 when the token cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The role claim of a JWT (`customer`, `staff`, `admin`); null when it cannot be read. */
export function tokenRole(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

/**
 * Staff sessions are not remembered (docs/decisions/012): the console keeps its session in the
 * tab's sessionStorage, gone when the browser closes, and never past the token's expiry.
 */
export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      session: null,
      notice: null,
      signIn: (session) => set({ session, notice: null }),
      signOut: (notice) => set({ session: null, notice: notice ?? null }),
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: 'consoleSession',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ session }) => ({ session }),
      merge: (persisted, current) => {
        const session = (persisted as { session?: ConsoleSession | null } | undefined)?.session;
        const valid =
          session && typeof session.token === 'string' && session.expiresAt > Date.now();
        return { ...current, session: valid ? session : null };
      },
    },
  ),
);

/** The session if it has not expired yet. */
export function currentConsoleSession(): ConsoleSession | null {
  const { session } = useAdminSession.getState();
  return session && session.expiresAt > Date.now() ? session : null;
}
