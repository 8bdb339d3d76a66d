import { siteSettingsDataSchema } from '@shop/shared/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/v1/public/site-settings — maintenance state and the values of the legal texts. */
export function getSiteSettings(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/site-settings', { signal });
}

export const getSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: async ({ signal }) =>
      parseOrThrow(await getSiteSettings(signal), siteSettingsDataSchema),
    staleTime: 5 * 60_000,
  });

export function useSiteSettings({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getSiteSettingsQueryOptions(), refetchInterval });
}
