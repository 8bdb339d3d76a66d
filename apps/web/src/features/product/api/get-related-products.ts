import { productListItemSchema } from '@shop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

const productsSchema = array(productListItemSchema);

/** How many related products a product page shows. */
export const RELATED_LIMIT = 4;

export interface GetRelatedProductsInput {
  productId: string;
  limit: number;
  branchId?: string | null;
}

/** GET /api/v1/public/products/{id}/related-products — same categories first, then similar. */
export function getRelatedProducts(
  { productId, limit, branchId }: GetRelatedProductsInput,
  signal?: AbortSignal,
) {
  return apiClient.get<unknown>(
    'catalogue',
    `/api/v1/public/products/${encodeURIComponent(productId)}/related-products`,
    {
      params: {
        limit,
        branch_id: branchId || undefined,
        project_id: getServiceConfig('catalogue').projectId || undefined,
      },
      signal,
    },
  );
}

export const getRelatedProductsQueryOptions = (input: GetRelatedProductsInput) =>
  queryOptions({
    queryKey: ['products', 'related', input],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getRelatedProducts(input, signal), productsSchema),
  });

export function useRelatedProducts(input: GetRelatedProductsInput, { enabled = true } = {}) {
  return useQuery({ ...getRelatedProductsQueryOptions(input), enabled });
}
