import type { QueryClient } from '@tanstack/react-query';
import { getBranchesQueryOptions, useBranches } from '../api/get-branches';
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

/**
 * The branch id reads are scoped to, outside React (a route loader), decided as
 * `useBranchScope` decides it: the chosen branch, else the shop's default once branches load.
 */
export async function readBranchScope(queryClient: QueryClient): Promise<string | null> {
  const selected = useBranchStore.getState().selectedBranch;
  if (selected) return selected._id;
  const branches = await queryClient
    .ensureQueryData(getBranchesQueryOptions())
    .catch(() => undefined);
  return branches ? (pickDefaultBranch(branches)?._id ?? null) : null;
}
