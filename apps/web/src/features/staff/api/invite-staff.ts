import { staffMemberSchema, type StaffInviteInput } from '@shop/shared/admin/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { staffQueryKey } from './get-staff';

export function inviteStaff(input: StaffInviteInput) {
  return adminApi.data('POST', '/api/v1/admin/staff', staffMemberSchema, { body: input });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
