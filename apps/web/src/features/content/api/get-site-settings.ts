import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { isRecord } from '../../../lib/storage';

export interface SiteSettings {
  maintenance: boolean;
  legal: { effectiveDate: string | null; jurisdiction: string | null };
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

export function parseSiteSettings(value: unknown): SiteSettings {
  const legal = isRecord(value) && isRecord(value.legal) ? value.legal : {};
  return {
    maintenance: isRecord(value) && value.maintenance === true,
    legal: {
      effectiveDate: optionalText(legal.effectiveDate),
      jurisdiction: optionalText(legal.jurisdiction),
    },
  };
}

/** GET /api/v1/public/site-settings — maintenance state and the values of the legal texts. */
export function getSiteSettings(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/site-settings', { signal });
}

export const getSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: async ({ signal }) => parseSiteSettings(unwrap(await getSiteSettings(signal))),
    staleTime: 5 * 60_000,
  });

export function useSiteSettings({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getSiteSettingsQueryOptions(), refetchInterval });
}
