import { useState } from 'react';
import { useRememberedStore } from '../stores/remembered-credentials';
import { useSessionStore } from '../stores/session';

/**
 * Logout (spec section 4): without a remembered device the session is reset (home); with one
 * the logout modal asks whether to keep the saved login data.
 */
export function useLogout() {
  const [modalOpen, setModalOpen] = useState(false);

  const logout = () => {
    if (useRememberedStore.getState().credentials) setModalOpen(true);
    else useSessionStore.getState().reset();
  };

  return {
    logout,
    modalOpen,
    keep: () => {
      setModalOpen(false);
      useSessionStore.getState().reset();
    },
    clear: () => {
      setModalOpen(false);
      useRememberedStore.getState().forget();
      useSessionStore.getState().reset();
    },
    cancel: () => setModalOpen(false),
  };
}
