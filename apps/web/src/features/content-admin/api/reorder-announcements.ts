import { adminAnnouncementSchema } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { getAnnouncementsQueryOptions } from './get-announcements';

export function reorderAnnouncements(ids: string[]) {
  return adminApi.data(
    'PUT',
    '/api/v1/admin/announcements/order',
    z.array(adminAnnouncementSchema),
    {
      body: { ids },
    },
  );
}

export function useReorderAnnouncements() {
  const queryClient = useQueryClient();
  const { queryKey } = getAnnouncementsQueryOptions();
  return useMutation({
    mutationFn: reorderAnnouncements,
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
}
