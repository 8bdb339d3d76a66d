import type { MouseEvent } from 'react';
import { useSessionStore } from '../../features/auth/stores/session';
import { useUiStore } from '../../lib/ui-store';

/** Cart and favourites without a token open the login modal instead (spec section 2). */
export function useSignInGate() {
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  return (event: MouseEvent, needsSignIn = true): boolean => {
    if (!needsSignIn || useSessionStore.getState().token) return true;
    event.preventDefault();
    // Signed in, the shopper goes on to where the link was taking them.
    const href = (event.currentTarget as Element | null)?.getAttribute?.('href');
    openLoginModal(href ?? undefined);
    return false;
  };
}
