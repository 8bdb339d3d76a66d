import { SEARCH_PAGE_SIZE, SEARCH_SORT_BY, SEARCH_SORT_ORDER } from '@shop/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';
import { isRecord } from '../../../lib/storage';

export interface SearchSuggestion {
  _id: string;
  name: string;
  friendly_url: string;
  image: { url: string; alt: string } | null;
  prices: { price: number }[];
}

function parseSuggestion(value: unknown): SearchSuggestion | null {
  if (
    !isRecord(value) ||
    typeof value._id !== 'string' ||
    typeof value.name !== 'string' ||
    typeof value.friendly_url !== 'string'
  ) {
    return null;
  }
  const first: unknown = Array.isArray(value.images) ? value.images[0] : undefined;
  const prices = Array.isArray(value.price_details) ? value.price_details : [];
  return {
    _id: value._id,
    name: value.name,
    friendly_url: value.friendly_url,
    image:
      isRecord(first) && typeof first.url === 'string'
        ? { url: first.url, alt: typeof first.alt === 'string' ? first.alt : '' }
        : null,
    prices: prices.flatMap((entry: unknown) =>
      isRecord(entry) && typeof entry.price === 'number' ? [{ price: entry.price }] : [],
    ),
  };
}

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
      unwrapList(await getSearchSuggestions(input, signal), parseSuggestion),
  });

/** Keeps the last list while the next one loads, so the popup does not flicker as one types. */
export function useSearchSuggestions(input: SearchSuggestionsInput, { enabled = true } = {}) {
  return useQuery({
    ...getSearchSuggestionsQueryOptions(input),
    enabled: enabled && input.search.length > 0,
    placeholderData: keepPreviousData,
  });
}
