import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * PUT /api/auth/change-password. The server checks the current password and logs out the
 * other remembered devices; this one keeps its session.
 */
export function changePassword(input: ChangePasswordInput) {
  return apiClient.put<{ email: string }>('auth', '/api/auth/change-password', { body: input });
}

export function useChangePassword() {
  return useMutation<ApiResult<{ email: string }>, Error, ChangePasswordInput>({
    mutationFn: changePassword,
  });
}
