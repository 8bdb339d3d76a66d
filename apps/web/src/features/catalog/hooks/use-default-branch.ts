import { useEffect } from 'react';
import { useBranches } from '../api/get-branches';
import { pickDefaultBranch, useBranchStore } from '../stores/branch';

/** With no stored branch, selects the one flagged `is_default` once branches load. */
export function useDefaultBranch(): void {
  const selectedBranch = useBranchStore((state) => state.selectedBranch);
  const setBranch = useBranchStore((state) => state.setBranch);
  const { data: branches } = useBranches();
  useEffect(() => {
    if (selectedBranch || !branches) return;
    const fallback = pickDefaultBranch(branches);
    if (fallback) setBranch(fallback);
  }, [selectedBranch, branches, setBranch]);
}
