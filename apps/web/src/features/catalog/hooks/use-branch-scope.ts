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
  const branches = useBranches();
  const fallback = branches.data ? pickDefaultBranch(branches.data) : null;
  const settled = branches.isSuccess || branches.isError;
  // Each answer is the same whether the default is only derived here or already stored, so
  // storing it (the layout does, right after a server-rendered page hydrates) re-renders nothing.
  const branchId = useBranchStore((state) => state.selectedBranch?._id ?? fallback?._id ?? null);
  const branchName = useBranchStore(
    (state) => state.selectedBranch?.name ?? fallback?.name ?? null,
  );
  const ready = useBranchStore((state) => state.selectedBranch !== null || settled);
  return { branchId, branchName, ready };
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
