import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

/** `data` of a successful login, refresh or social login (spec section 3). */
export interface LoginData {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  roleName: string;
  projectId: string;
  deviceId?: string;
  refreshToken?: string;
}

export interface LoginInput {
  email: string;
  password: string;
  /** Remember me: also ask for a refresh token bound to this device (30 days). */
  withRefreshToken: boolean;
  deviceId?: string;
}

export function login({ email, password, withRefreshToken, deviceId }: LoginInput) {
  return apiClient.post<LoginData>('auth', '/api/v1/auth/login', {
    body: {
      email,
      password,
      projectId: getServiceConfig('auth').projectId || undefined,
      withRefreshToken,
      ...(deviceId ? { deviceId } : {}),
    },
  });
}

export function useLogin() {
  return useMutation<ApiResult<LoginData>, Error, LoginInput>({ mutationFn: login });
}
