import { staffMemberSchema, type StaffRole } from '@shop/shared/admin/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { staffQueryKey } from './get-staff';

export type StaffChange =
  | { kind: 'role'; id: string; role: StaffRole }
  | { kind: 'disable' | 'enable' | 'invitation'; id: string };

/** One of the admin's changes to an account: role, disable, enable, a new invitation. */
export function updateStaff(change: StaffChange) {
  const base = `/api/v1/admin/staff/${encodeURIComponent(change.id)}`;
  return change.kind === 'role'
    ? adminApi.data('PUT', `${base}/role`, staffMemberSchema, { body: { role: change.role } })
    : adminApi.data('POST', `${base}/${change.kind}`, staffMemberSchema, { body: {} });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
