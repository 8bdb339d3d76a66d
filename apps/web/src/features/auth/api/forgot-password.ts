import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** Mails a reset link to `/change-password/{token}`; an unknown e-mail answers 404. */
export function forgotPassword(email: string) {
  return apiClient.post<{ email: string }>('auth', '/api/v1/auth/forgot-password', {
    body: { email },
  });
}

export function useForgotPassword() {
  return useMutation<ApiResult<{ email: string }>, Error, string>({ mutationFn: forgotPassword });
}
