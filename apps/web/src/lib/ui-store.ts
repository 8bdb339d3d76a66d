import { create } from 'zustand';

interface UiState {
  loginModalOpen: boolean;
  /**
   * Where the shopper goes once signed in: the page they were heading for (the cart, favourites),
   * or null to stay on the page they signed in from (a product, the cart).
   */
  loginReturnTo: string | null;
  openLoginModal: (returnTo?: string) => void;
  closeLoginModal: () => void;
}

/** UI state that any screen may toggle (e.g. "sign in first" from a product card). */
export const useUiStore = create<UiState>()((set) => ({
  loginModalOpen: false,
  loginReturnTo: null,
  openLoginModal: (returnTo) => set({ loginModalOpen: true, loginReturnTo: returnTo ?? null }),
  closeLoginModal: () => set({ loginModalOpen: false }),
}));
