import { useEffect, useState } from 'react';
import { checkToken } from '../api/check-token';
import { useSessionStore } from '../stores/session';

// A rejected token (the ERR_BAD_REQUEST answers); a 404 or 5xx says nothing about it.
const REJECTED = new Set([400, 401, 403]);

/**
 * The header's token check on load (spec section 4): a stored token the server rejects ends
 * the session. A 401 already resets through the API client; other client errors (the
 * ERR_BAD_REQUEST answers) reset here. Network failures leave the session alone.
 *
 * Answers whether the current token may be used: false while the stored token is being
 * checked (the cart loads only after the check, spec section 4) and when signed out.
 */
export function useTokenCheck(): boolean {
  const token = useSessionStore((state) => state.token);
  // The token found at load, until its check has passed; a login made later is fresh.
  const [unchecked, setUnchecked] = useState(() => useSessionStore.getState().token);
  useEffect(() => {
    // Once per page load.
    const { token: stored } = useSessionStore.getState();
    if (!stored) return;
    let cancelled = false;
    void checkToken().then((result) => {
      if (cancelled) return;
      if (!result.ok && REJECTED.has(result.status)) {
        if (useSessionStore.getState().token === stored) useSessionStore.getState().reset();
        return;
      }
      setUnchecked(null);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return token !== null && token !== unchecked;
}
