import { useBranches } from '../api/get-branches';
import { pickDefaultBranch, useBranchStore } from '../stores/branch';

export interface BranchScope {
  /** The branch prices and stock are read for; null lets the API use its default branch. */
  branchId: string | null;
  branchName: string | null;
  /**
   * False while a first visit still waits for the branch list: reading before then would load
   * every list twice (once for the API's default, once for the stored branch).
   */
  ready: boolean;
}

export function useBranchScope(): BranchScope {
  const selected = useBranchStore((state) => state.selectedBranch);
  const branches = useBranches();
  if (selected) return { branchId: selected._id, branchName: selected.name, ready: true };
  const fallback = branches.data ? pickDefaultBranch(branches.data) : null;
  return {
    branchId: fallback?._id ?? null,
    branchName: fallback?.name ?? null,
    ready: branches.isSuccess || branches.isError,
  };
}
