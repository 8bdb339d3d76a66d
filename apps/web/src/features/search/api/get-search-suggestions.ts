import { SEARCH_PAGE_SIZE, SEARCH_SORT_BY, SEARCH_SORT_ORDER } from '@shop/shared/constants';
import { productListItemSchema, type ProductListItem } from '@shop/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';
import { getServiceConfig } from '../../../lib/runtime-config';

const productsSchema = array(productListItemSchema);

export interface SearchSuggestion {
  _id: string;
  name: string;
  friendly_url: string;
  image: { url: string; alt: string } | null;
  prices: { price: number }[];
}

/** What the popup shows of a listed product: its first image and its prices. */
const toSuggestion = (product: ProductListItem): SearchSuggestion => {
  const first = product.images[0];
  return {
    _id: product._id,
    name: product.name,
    friendly_url: product.friendly_url,
    image: first ? { url: first.url, alt: first.alt } : null,
    prices: product.price_details.map(({ price }) => ({ price })),
  };
};

export interface SearchSuggestionsInput {
  search: string;
  branchId?: string | null;
}

/** GET /api/v1/public/products — the newest 5 matches (spec section 9). */
export function getSearchSuggestions(
  { search, branchId }: SearchSuggestionsInput,
  signal?: AbortSignal,
) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/products', {
    params: {
      search,
      page: 1,
      limit: SEARCH_PAGE_SIZE,
      sort_by: SEARCH_SORT_BY,
      sort_order: SEARCH_SORT_ORDER,
      branch_id: branchId || undefined,
      project_id: getServiceConfig('catalogue').projectId || undefined,
    },
    signal,
  });
}

export const getSearchSuggestionsQueryOptions = (input: SearchSuggestionsInput) =>
  queryOptions({
    queryKey: ['search', 'suggestions', input],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getSearchSuggestions(input, signal), productsSchema).map(toSuggestion),
  });

/** Keeps the last list while the next one loads, so the popup does not flicker as one types. */
export function useSearchSuggestions(input: SearchSuggestionsInput, { enabled = true } = {}) {
  return useQuery({
    ...getSearchSuggestionsQueryOptions(input),
    enabled: enabled && input.search.length > 0,
    placeholderData: keepPreviousData,
  });
}
