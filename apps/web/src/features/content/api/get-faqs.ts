import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { parseFaq } from '../types';

/** GET /api/v1/public/faqs — every question in page order (the page filters them itself). */
export function getFaqs(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/faqs', { signal });
}

export const getFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: async ({ signal }) => unwrapList(await getFaqs(signal), parseFaq),
    staleTime: 5 * 60_000,
  });

export function useFaqs() {
  return useQuery(getFaqsQueryOptions());
}
