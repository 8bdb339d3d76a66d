import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Whether a mailed reset link is still good (POST /api/v1/auth/verify-token). */
export function verifyResetToken(token: string) {
  return apiClient.post<{ valid: boolean; email?: string }>('auth', '/api/v1/auth/verify-token', {
    body: { token },
  });
}

export const verifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-reset-token', token],
    queryFn: () => verifyResetToken(token),
    staleTime: Infinity,
    retry: false,
  });

export function useVerifyResetToken(token: string) {
  return useQuery(verifyResetTokenQueryOptions(token));
}
