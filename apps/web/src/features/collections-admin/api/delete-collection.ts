import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminCollectionsQueryOptions } from './get-admin-collections';

/** DELETE /api/v1/admin/collections/:id — its products stay in the shop. */
export function deleteCollection(id: string) {
  return adminApi.send('DELETE', `/api/v1/admin/collections/${encodeURIComponent(id)}`);
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCollectionsQueryOptions().queryKey }),
  });
}
