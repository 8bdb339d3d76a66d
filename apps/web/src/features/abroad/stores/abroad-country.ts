import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { isRecord } from '../../../lib/storage';

interface AbroadCountryState {
  /** ISO code of the country the shopper said they are in (GET /api/products/ofw-location). */
  country: string | null;
  setCountry: (country: string | null) => void;
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/**
 * Where a shopper abroad is, kept in this browser: prices then show an approximate amount in
 * their currency and the phone hours their clock. Part of the shell (the footer reads it), so
 * it holds the code alone; the countries' details load with the screens that show them.
 */
export const useAbroadCountryStore = create<AbroadCountryState>()(
  persist(
    (set) => ({
      country: null,
      setCountry: (country) => set({ country }),
    }),
    {
      name: STORAGE_KEYS.abroadCountry,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ country: state.country }),
      merge: (persisted, current) => {
        const stored = isRecord(persisted) ? persisted.country : undefined;
        return { ...current, country: isCode(stored) ? stored : null };
      },
    },
  ),
);
