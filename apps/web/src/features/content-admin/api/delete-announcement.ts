import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getAnnouncementsQueryOptions } from './get-announcements';

export function deleteAnnouncement(id: string) {
  return adminApi.send('DELETE', `/api/v1/admin/announcements/${id}`);
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAnnouncementsQueryOptions().queryKey }),
  });
}
