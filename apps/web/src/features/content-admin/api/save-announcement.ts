import { adminAnnouncementSchema, type AnnouncementInput } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getAnnouncementsQueryOptions } from './get-announcements';

/** Creates a message (no id) or changes one. */
export function saveAnnouncement({ id, input }: { id?: string; input: AnnouncementInput }) {
  return id
    ? adminApi.data('PUT', `/api/v1/admin/announcements/${id}`, adminAnnouncementSchema, {
        body: input,
      })
    : adminApi.data('POST', '/api/v1/admin/announcements', adminAnnouncementSchema, {
        body: input,
      });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAnnouncementsQueryOptions().queryKey }),
  });
}
