import { collectionSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

const collectionsSchema = array(collectionSchema);

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
      parseOrThrow(await getProductCollections(input, signal), collectionsSchema),
  });

export function useProductCollections(input: GetProductCollectionsInput, { enabled = true } = {}) {
  return useQuery({ ...getProductCollectionsQueryOptions(input), enabled });
}
