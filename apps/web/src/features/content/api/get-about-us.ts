import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, apiClient, unwrap } from '../../../lib/api-client';
import { parseContentPage } from '../types';

/** GET /api/v1/public/pages/about-us — the about-us page with its sections as safe HTML. */
export function getAboutUs(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/pages/about-us', { signal });
}

export const getAboutUsQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'about-us'],
    queryFn: async ({ signal }) => {
      const result = await getAboutUs(signal);
      const page = parseContentPage(unwrap(result));
      if (!page) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return page;
    },
    staleTime: 5 * 60_000,
  });

export function useAboutUs() {
  return useQuery(getAboutUsQueryOptions());
}
