import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { isRecord } from '../../../lib/storage';

/** How many products the row remembers; older views drop off the end. */
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * Only the product's identity is kept: names, prices and stock are read fresh from the
 * catalogue when the row shows, so a stored price can never be shown stale.
 */
export interface ViewedProduct {
  id: string;
  friendlyUrl: string;
}

/** The newest view first, each product once, at most `limit` entries. */
export function addViewed(
  entries: readonly ViewedProduct[],
  viewed: ViewedProduct,
  limit = RECENTLY_VIEWED_LIMIT,
): ViewedProduct[] {
  return [viewed, ...entries.filter((entry) => entry.id !== viewed.id)].slice(0, limit);
}

/** What a row shows: every entry but the product on screen (on its own page). */
export function viewedExcept(
  entries: readonly ViewedProduct[],
  currentId?: string | null,
): ViewedProduct[] {
  return currentId ? entries.filter((entry) => entry.id !== currentId) : [...entries];
}

const isViewedProduct = (value: unknown): value is ViewedProduct =>
  isRecord(value) && typeof value.id === 'string' && typeof value.friendlyUrl === 'string';

interface RecentlyViewedState {
  entries: ViewedProduct[];
  record: (viewed: ViewedProduct) => void;
  clear: () => void;
}

/** Products this browser viewed, newest first, kept in local storage (not tied to an account). */
export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      entries: [],
      record: (viewed) => set((state) => ({ entries: addViewed(state.entries, viewed) })),
      clear: () => set({ entries: [] }),
    }),
    {
      name: STORAGE_KEYS.recentlyViewed,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ entries: state.entries }),
      // Whatever another version or a hand edit left in storage, only well-formed entries count.
      merge: (persisted, current) => {
        const stored = isRecord(persisted) ? persisted.entries : undefined;
        const entries = Array.isArray(stored) ? stored.filter(isViewedProduct) : [];
        return { ...current, entries: entries.slice(0, RECENTLY_VIEWED_LIMIT) };
      },
    },
  ),
);
