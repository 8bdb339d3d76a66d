import { addressSchema, type Address } from '@shop/shared/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';

export const parseAddress = (item: unknown): Address | null =>
  addressSchema.safeParse(item).data ?? null;

/** GET /api/v1/my-info/addresses — the address book, default shipping address first. */
export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses', 'list'],
    queryFn: async ({ signal }) =>
      unwrapList(
        await apiClient.get<unknown>('auth', '/api/v1/my-info/addresses', { signal }),
        parseAddress,
      ),
  });

export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}
