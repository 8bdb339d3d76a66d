import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { isRecord } from '../../../lib/storage';

/** A city picked in the delivery-fee checker, by the names the address book uses. */
export interface DeliveryDestination {
  region: string;
  province: string;
  city: string;
}

const isDestination = (value: unknown): value is DeliveryDestination =>
  isRecord(value) &&
  typeof value.region === 'string' &&
  typeof value.province === 'string' &&
  typeof value.city === 'string';

interface DeliveryDestinationState {
  destination: DeliveryDestination | null;
  remember: (destination: DeliveryDestination) => void;
}

/**
 * The last city checked, kept in this browser: the checker opens on it and a new checkout
 * address starts from it.
 */
export const useDeliveryDestinationStore = create<DeliveryDestinationState>()(
  persist(
    (set) => ({
      destination: null,
      remember: (destination) => set({ destination }),
    }),
    {
      name: STORAGE_KEYS.deliveryDestination,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ destination: state.destination }),
      merge: (persisted, current) => {
        const stored = isRecord(persisted) ? persisted.destination : undefined;
        return { ...current, destination: isDestination(stored) ? stored : null };
      },
    },
  ),
);
