import { verifiedDataSchema } from '@shop/shared/contracts/auth-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult } from '../../../lib/api-client';

/** Activates the account of a mailed verification link (single use, 24 h). */
export async function verifySignUpToken(token: string) {
  return parseResult(
    await apiClient.post<unknown>('auth', '/api/v1/auth/verify-sign-up-token', {
      body: { token },
    }),
    verifiedDataSchema,
  );
}

// A query, not a mutation: the page runs it once on arrival; the result is kept, so a
// re-render never spends the single-use token twice.
export const verifySignUpTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-sign-up-token', token],
    queryFn: () => verifySignUpToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifySignUpToken(token: string) {
  return useQuery(verifySignUpTokenQueryOptions(token));
}
