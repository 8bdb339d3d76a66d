import { productDetailSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

export interface GetProductInput {
  /** The product's id or its friendly URL; the API answers both. */
  idOrFriendlyUrl: string;
  branchId?: string | null;
}

/** GET /api/v1/products/{id} — the detail with variants and stock by branch. */
export function getProduct({ idOrFriendlyUrl, branchId }: GetProductInput, signal?: AbortSignal) {
  return apiClient.get<unknown>(
    'catalogue',
    `/api/v1/products/${encodeURIComponent(idOrFriendlyUrl)}`,
    {
      params: {
        branch_id: branchId || undefined,
        project_id: getServiceConfig('catalogue').projectId || undefined,
      },
      signal,
    },
  );
}

export const getProductQueryOptions = (input: GetProductInput) =>
  queryOptions({
    queryKey: ['products', 'detail', input],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getProduct(input, signal), productDetailSchema),
  });

/**
 * Switching branch keeps the product on screen while its stock reloads (the shopper's choices
 * stay); another product never shows the previous one in its place.
 */
export function useProduct(input: GetProductInput, { enabled = true } = {}) {
  return useQuery({
    ...getProductQueryOptions(input),
    enabled,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as GetProductInput | undefined)?.idOrFriendlyUrl ===
      input.idOrFriendlyUrl
        ? previous
        : undefined,
  });
}
