import { useEffect, useSyncExternalStore } from 'react';
import { useBranches } from '../api/get-branches';
import { pickDefaultBranch, useBranchStore } from '../stores/branch';

/**
 * With no stored branch, selects the one flagged `is_default` once branches load. A stored
 * branch that is no longer offered (closed, renamed away) is replaced the same way, since the
 * API refuses to price for a branch it does not know.
 */
/**
 * Whether the branch saved in this browser has been read. A server-rendered page hydrates
 * before it is (main.tsx reads it right after), and a default chosen earlier would overwrite it.
 */
function useStoredBranchRead(): boolean {
  return useSyncExternalStore(
    (onChange) => useBranchStore.persist.onFinishHydration(onChange),
    () => useBranchStore.persist.hasHydrated(),
    () => false,
  );
}

export function useDefaultBranch(): void {
  const storedBranchRead = useStoredBranchRead();
  const selectedBranch = useBranchStore((state) => state.selectedBranch);
  const setBranch = useBranchStore((state) => state.setBranch);
  const { data: branches } = useBranches();
  useEffect(() => {
    if (!storedBranchRead || !branches || branches.length === 0) return;
    if (selectedBranch && branches.some((branch) => branch._id === selectedBranch._id)) return;
    const fallback = pickDefaultBranch(branches);
    if (fallback) setBranch(fallback);
  }, [storedBranchRead, selectedBranch, branches, setBranch]);
}
