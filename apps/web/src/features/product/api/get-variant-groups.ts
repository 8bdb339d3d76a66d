import { variantGroupsSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

export interface GetVariantGroupsInput {
  productId: string;
  branchId?: string | null;
}

/** GET /api/products/group_variants/{id} — variants grouped by colour, size and material. */
export function getVariantGroups(
  { productId, branchId }: GetVariantGroupsInput,
  signal?: AbortSignal,
) {
  return apiClient.get<unknown>(
    'catalogue',
    `/api/products/group_variants/${encodeURIComponent(productId)}`,
    {
      params: {
        branch_id: branchId || undefined,
        project_id: getServiceConfig('catalogue').projectId || undefined,
      },
      signal,
    },
  );
}

export const getVariantGroupsQueryOptions = (input: GetVariantGroupsInput) =>
  queryOptions({
    queryKey: ['products', 'variant-groups', input],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getVariantGroups(input, signal), variantGroupsSchema),
  });

/** Like the detail, keeps the groups of the same product while another branch's load. */
export function useVariantGroups(input: GetVariantGroupsInput, { enabled = true } = {}) {
  return useQuery({
    ...getVariantGroupsQueryOptions(input),
    enabled,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as GetVariantGroupsInput | undefined)?.productId ===
      input.productId
        ? previous
        : undefined,
  });
}
