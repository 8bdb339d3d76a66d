import type { MouseEvent } from 'react';
import { useSessionStore } from '../../features/auth/stores/session';
import { useUiStore } from '../../lib/ui-store';

/** Cart and favourites without a token open the login modal instead (spec section 2). */
export function useSignInGate() {
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  return (event: MouseEvent, needsSignIn = true): boolean => {
    if (!needsSignIn || useSessionStore.getState().token) return true;
    event.preventDefault();
    openLoginModal();
    return false;
  };
}
