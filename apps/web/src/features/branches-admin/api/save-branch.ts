import { adminBranchSchema, type BranchInput } from '@shop/shared/admin/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getBranchesQueryOptions } from './get-branches';

/** Adds a branch (no id) or changes one. */
export function saveBranch({ id, input }: { id?: string; input: BranchInput }) {
  return id
    ? adminApi.data('PUT', `/api/v1/admin/branches/${id}`, adminBranchSchema, { body: input })
    : adminApi.data('POST', '/api/v1/admin/branches', adminBranchSchema, { body: input });
}

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBranchesQueryOptions().queryKey }),
  });
}
