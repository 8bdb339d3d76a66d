import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Sets the new password; the server also ends every remembered device of the account. */
export function resetPassword(input: ResetPasswordInput) {
  return apiClient.put<{ email: string }>('auth', '/api/v1/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation<ApiResult<{ email: string }>, Error, ResetPasswordInput>({
    mutationFn: resetPassword,
  });
}
