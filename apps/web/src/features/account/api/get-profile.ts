import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from './parse-response';

/** The profile the server answers (modules/auth/schemas.ts `profileSchema`). */
export const accountProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  roleName: z.string(),
  projectId: z.string(),
  emailVerified: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** GET /api/v1/my-info: the signed-in customer's profile. */
export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>('auth', '/api/v1/my-info', { signal }),
        accountProfileSchema,
      ),
  });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
