import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { getAddressesQueryOptions } from './get-addresses';

/** DELETE /api/v1/my-info/addresses/{id}. */
export function deleteAddress(id: string): Promise<ApiResult<{ _id: string }>> {
  return apiClient.delete<{ _id: string }>(
    'auth',
    `/api/v1/my-info/addresses/${encodeURIComponent(id)}`,
  );
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async (result) => {
      if (result.ok)
        await queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey });
    },
  });
}
