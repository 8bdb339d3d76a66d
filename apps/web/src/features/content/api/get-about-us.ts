import { contentPageDataSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/v1/public/pages/about-us — the about-us page with its sections as safe HTML. */
export function getAboutUs(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/pages/about-us', { signal });
}

export const getAboutUsQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'about-us'],
    queryFn: async ({ signal }) => parseOrThrow(await getAboutUs(signal), contentPageDataSchema),
    staleTime: 5 * 60_000,
  });

export function useAboutUs() {
  return useQuery(getAboutUsQueryOptions());
}
