import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseWithLazySchema } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

/** GET /api/v1/public/announcements — the ticker texts (spec section 1). */
export function getAnnouncements(signal?: AbortSignal) {
  return apiClient.get<unknown>('catalogue', '/api/v1/public/announcements', {
    params: { projectId: getServiceConfig('catalogue').projectId || undefined },
    signal,
  });
}

export const getAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: ['announcements'],
    // A blank text has nothing to show in the ticker.
    queryFn: async ({ signal }) =>
      (
        await parseWithLazySchema(
          getAnnouncements(signal),
          import('./announcement-schemas').then((module) => module.announcementsSchema),
        )
      ).filter(({ text }) => text.trim()),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements() {
  return useQuery(getAnnouncementsQueryOptions());
}
