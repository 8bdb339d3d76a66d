import { useEffect } from 'react';
import { checkToken } from '../api/check-token';
import { useSessionStore } from '../stores/session';

// A rejected token (the ERR_BAD_REQUEST answers); a 404 or 5xx says nothing about it.
const REJECTED = new Set([400, 401, 403]);

/**
 * The header's token check on load (spec section 4): a stored token the server rejects ends
 * the session. A 401 already resets through the API client; other client errors (the
 * ERR_BAD_REQUEST answers) reset here. Network failures leave the session alone.
 */
export function useTokenCheck(): void {
  useEffect(() => {
    // Once per page load: a login made later is fresh and needs no check.
    const { token } = useSessionStore.getState();
    if (!token) return;
    let cancelled = false;
    void checkToken().then((result) => {
      if (cancelled || result.ok) return;
      if (REJECTED.has(result.status) && useSessionStore.getState().token === token) {
        useSessionStore.getState().reset();
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
