import { adminAnnouncementSchema } from '@shop/shared/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

export const getAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'announcements'],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/announcements', z.array(adminAnnouncementSchema), {
        signal,
      }),
  });

export function useAnnouncements() {
  return useQuery(getAnnouncementsQueryOptions());
}
