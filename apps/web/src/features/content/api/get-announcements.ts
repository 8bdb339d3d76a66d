import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapList } from '../../../lib/api-client';
import { isRecord } from '../../../lib/storage';
import { getServiceConfig } from '../../../lib/runtime-config';

export interface Announcement {
  _id: string;
  text: string;
}

const parseAnnouncement = (value: unknown): Announcement | null =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  typeof value.text === 'string' &&
  value.text.trim()
    ? { _id: value._id, text: value.text }
    : null;

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
    queryFn: async ({ signal }) => unwrapList(await getAnnouncements(signal), parseAnnouncement),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements() {
  return useQuery(getAnnouncementsQueryOptions());
}
