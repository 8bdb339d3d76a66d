import { profileSchema, type Profile } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

export type AccountProfile = Profile;

/** GET /api/v1/my-info: the signed-in customer's profile. */
export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('auth', '/api/v1/my-info', { signal }),
        profileSchema,
      ),
  });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
