import { useState } from 'react';
import { useSessionStore } from '../stores/session';

/** The remembered device's store loads when the shopper logs out, not with the first load. */
const loadRememberedStore = () =>
  import('../stores/remembered-credentials').then((module) => module.useRememberedStore);

/**
 * Logout (spec section 4): without a remembered device the session is reset (home); with one
 * the logout modal asks whether to keep the saved login data.
 */
export function useLogout() {
  const [modalOpen, setModalOpen] = useState(false);

  const logout = () => {
    void loadRememberedStore().then((rememberedStore) => {
      if (rememberedStore.getState().credentials) setModalOpen(true);
      else useSessionStore.getState().reset();
    });
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
      void loadRememberedStore().then((rememberedStore) => {
        rememberedStore.getState().forget();
        useSessionStore.getState().reset();
      });
    },
    cancel: () => setModalOpen(false),
  };
}
