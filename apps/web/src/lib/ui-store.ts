import { create } from 'zustand';

interface UiState {
  loginModalOpen: boolean;
  openLoginModal: () => void;
  closeLoginModal: () => void;
}

/** UI state that any screen may toggle (e.g. "sign in first" from a product card). */
export const useUiStore = create<UiState>()((set) => ({
  loginModalOpen: false,
  openLoginModal: () => set({ loginModalOpen: true }),
  closeLoginModal: () => set({ loginModalOpen: false }),
}));
