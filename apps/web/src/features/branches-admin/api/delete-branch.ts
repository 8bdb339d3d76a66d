import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getBranchesQueryOptions } from './get-branches';

export function deleteBranch(id: string) {
  return adminApi.send('DELETE', `/api/v1/admin/branches/${id}`);
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBranchesQueryOptions().queryKey }),
  });
}
