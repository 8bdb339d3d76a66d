import { productListItemSchema, type ProductListItem } from '@shop/shared/contracts/catalogue';
import { listMetaSchema } from '@shop/shared/contracts/list-meta';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parsePageOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

const productsSchema = array(productListItemSchema);

export type ProductSortBy = 'created_at' | 'price' | 'name' | 'relevance';

export interface GetProductsInput {
  page: number;
  limit: number;
  sortBy?: ProductSortBy;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  /** Category friendly URLs, sent as repeated `category` parameters. */
  categories?: readonly string[];
  /** Material and colour facet values, sent as repeated parameters. */
  materials?: readonly string[];
  colors?: readonly string[];
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Width range in centimetres. */
  minWidth?: number | null;
  maxWidth?: number | null;
  inStock?: boolean;
  branchId?: string | null;
}

/** The query parameters every filtered read sends (the listing and its facet counts). */
export const filterParams = (input: Omit<GetProductsInput, 'page' | 'limit'>) => ({
  search: input.search || undefined,
  category: input.categories?.length ? input.categories : undefined,
  material: input.materials?.length ? input.materials : undefined,
  color: input.colors?.length ? input.colors : undefined,
  min_price: input.minPrice ?? undefined,
  max_price: input.maxPrice ?? undefined,
  min_width: input.minWidth ?? undefined,
  max_width: input.maxWidth ?? undefined,
  in_stock: input.inStock ? 1 : undefined,
  branch_id: input.branchId || undefined,
  project_id: getServiceConfig('catalogue').projectId || undefined,
});

export interface ProductsPage {
  items: ProductListItem[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/v1/public/products — the listing, filtered, sorted and paged (spec section 7). */
export function getProducts(input: GetProductsInput, signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/products', {
    params: {
      page: input.page,
      limit: input.limit,
      sort_by: input.sortBy,
      sort_order: input.sortOrder,
      ...filterParams(input),
    },
    signal,
  });
}

export const getProductsQueryOptions = (input: GetProductsInput) =>
  queryOptions({
    queryKey: ['products', 'list', input],
    queryFn: async ({ signal }): Promise<ProductsPage> => {
      const { items, meta } = parsePageOrThrow(
        await getProducts(input, signal),
        productsSchema,
        listMetaSchema,
      );
      return { items, page: meta.page, limit: meta.limit, total: meta.total };
    },
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useProducts(input: GetProductsInput, { enabled = true } = {}) {
  return useQuery({
    ...getProductsQueryOptions(input),
    placeholderData: keepPreviousData,
    enabled,
  });
}
