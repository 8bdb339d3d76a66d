import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResult, parseResult } from '../../../lib/api-client';
import { profileSchema } from '@shop/shared';
import { getProfileQueryOptions, type AccountProfile } from './get-profile';

export interface ProfileUpdateInput {
  firstName: string;
  lastName: string;
  /** Blank keeps what the server has (an account from a social login may have none). */
  mobile: string;
}

/** PUT /api/v1/my-info: names and mobile (a password change goes through change-password). */
export async function updateProfile(input: ProfileUpdateInput) {
  return parseResult(
    await apiClient.put<unknown>('auth', '/api/v1/my-info', { body: input }),
    profileSchema,
  );
}

/** Failures come back as values, so the form can put field messages in place. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<ApiResult<AccountProfile>, Error, ProfileUpdateInput>({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(getProfileQueryOptions().queryKey, result.data);
    },
  });
}
