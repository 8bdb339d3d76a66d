import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { onSessionReset } from '../../../lib/session-events';
import type { Branch } from '@shop/shared/contracts/catalogue';
import { createFlatStorage, isRecord } from '../../../lib/storage';

interface BranchState {
  selectedBranch: Branch | null;
  setBranch: (branch: Branch | null) => void;
}

/**
 * What this browser saved earlier: a branch of a parsed response, so its identity is enough to
 * keep it (the branch list, checked against its contract, replaces it when it no longer exists).
 */
const readStoredBranch = (value: unknown): Branch | null =>
  isRecord(value) && typeof value._id === 'string' && typeof value.name === 'string'
    ? (value as unknown as Branch)
    : null;

/** The selected branch, persisted under `branch` as the bare branch object. */
export const useBranchStore = create<BranchState>()(
  persist(
    (set) => ({
      selectedBranch: null,
      setBranch: (selectedBranch) => set({ selectedBranch }),
    }),
    {
      name: STORAGE_KEYS.branch,
      storage: createFlatStorage<Branch | null>({
        parse: readStoredBranch,
        isEmpty: (branch) => branch === null,
      }),
      partialize: (state) => state.selectedBranch,
      merge: (persisted, current) => ({
        ...current,
        selectedBranch: (persisted as Branch | null | undefined) ?? null,
      }),
    },
  ),
);

/** The branch flagged `is_default`, else the first one (spec section 4). */
export function pickDefaultBranch(branches: readonly Branch[]): Branch | null {
  return branches.find((branch) => branch.is_default) ?? branches[0] ?? null;
}

onSessionReset(() => useBranchStore.setState({ selectedBranch: null }));
