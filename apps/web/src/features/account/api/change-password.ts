import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Every other session has ended; `token` is this device's new access token. */
export interface PasswordChanged {
  email: string;
  token: string;
}

/**
 * PUT /api/auth/change-password. The server checks the current password and ends every other
 * session (their access tokens and remembered devices); this one continues with a new token.
 */
export function changePassword(input: ChangePasswordInput) {
  return apiClient.put<PasswordChanged>('auth', '/api/auth/change-password', { body: input });
}

export function useChangePassword() {
  return useMutation<ApiResult<PasswordChanged>, Error, ChangePasswordInput>({
    mutationFn: changePassword,
  });
}
