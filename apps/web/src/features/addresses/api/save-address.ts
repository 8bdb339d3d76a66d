import type { Address, AddressInput } from '@shop/shared/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { getAddressesQueryOptions, parseAddress } from './get-addresses';

export interface SaveAddressVariables {
  /** Absent: a new address (POST); present: that address is replaced (PUT). */
  id?: string;
  values: AddressInput;
}

/**
 * POST /api/v1/my-info/addresses or PUT /api/v1/my-info/addresses/{id}. Resolves with the API
 * result (never rejects), so the form can put the server's field messages in place.
 */
export async function saveAddress({
  id,
  values,
}: SaveAddressVariables): Promise<ApiResult<Address>> {
  const result = id
    ? await apiClient.put<unknown>(
        'checkout',
        `/api/v1/my-info/addresses/${encodeURIComponent(id)}`,
        {
          body: values,
        },
      )
    : await apiClient.post<unknown>('checkout', '/api/v1/my-info/addresses', { body: values });
  if (!result.ok) return result;
  const address = parseAddress(result.data);
  if (!address)
    return { ok: false, status: result.status, message: 'Something went wrong. Please try again.' };
  return { ...result, data: address };
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async (result) => {
      // Defaults move between addresses: the whole book is read again.
      if (result.ok)
        await queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey });
    },
  });
}
