import { emailDataSchema, type EmailData } from '@shop/shared/contracts/auth-responses';
import type { SignUpInput } from '@shop/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient, parseResult, type ApiResult } from '../../../lib/api-client';

/** Creates an unverified customer; the server mails the verification link. */
export async function signUp(input: SignUpInput): Promise<ApiResult<EmailData>> {
  return parseResult(
    await apiClient.post<unknown>('auth', '/api/v1/auth/sign-up', { body: input }),
    emailDataSchema,
  );
}

export function useSignUp() {
  return useMutation<ApiResult<EmailData>, Error, SignUpInput>({ mutationFn: signUp });
}
