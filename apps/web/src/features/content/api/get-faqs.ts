import { faqSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

const faqsSchema = array(faqSchema);

/** GET /api/v1/public/faqs — every question in page order (the page filters them itself). */
export function getFaqs(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/faqs', { signal });
}

export const getFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: async ({ signal }) => parseOrThrow(await getFaqs(signal), faqsSchema),
    staleTime: 5 * 60_000,
  });

export function useFaqs() {
  return useQuery(getFaqsQueryOptions());
}
