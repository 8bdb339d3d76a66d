import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';
import { parseCollection } from '../types';

export interface GetProductCollectionsInput {
  branchId?: string | null;
}

/** GET /api/v1/public/product-collections — curated sets, each with its products. */
export function getProductCollections(
  { branchId }: GetProductCollectionsInput,
  signal?: AbortSignal,
) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/product-collections', {
    params: {
      branch_id: branchId || undefined,
      project_id: getServiceConfig('catalogue').projectId || undefined,
    },
    signal,
  });
}

export const getProductCollectionsQueryOptions = (input: GetProductCollectionsInput) =>
  queryOptions({
    queryKey: ['products', 'collections', input],
    queryFn: async ({ signal }) =>
      unwrapList(await getProductCollections(input, signal), parseCollection),
  });

export function useProductCollections(input: GetProductCollectionsInput, { enabled = true } = {}) {
  return useQuery({ ...getProductCollectionsQueryOptions(input), enabled });
}
