import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  privacy: boolean;
  agree: boolean;
}

/** Creates an unverified customer; the server mails the verification link. */
export function signUp(input: SignUpInput) {
  return apiClient.post<{ email: string }>('auth', '/api/v1/auth/sign-up', { body: input });
}

export function useSignUp() {
  return useMutation<ApiResult<{ email: string }>, Error, SignUpInput>({ mutationFn: signUp });
}
