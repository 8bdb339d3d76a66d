import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import type { LoginData } from './login';

export interface RefreshLoginInput {
  email: string;
  deviceId: string;
  refreshToken: string;
}

/** A remembered device signs in again: the bearer is its refresh token (spec section 7). */
export function refreshLogin({ email, deviceId, refreshToken }: RefreshLoginInput) {
  return apiClient.post<LoginData>('auth', '/api/v1/auth/refresh', {
    body: { email, deviceId },
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
}

export function useRefreshLogin() {
  return useMutation<ApiResult<LoginData>, Error, RefreshLoginInput>({
    mutationFn: refreshLogin,
  });
}
