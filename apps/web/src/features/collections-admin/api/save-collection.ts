import { adminCollectionSchema, type CollectionInput } from '@shop/shared/admin/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminCollectionsQueryOptions } from './get-admin-collections';

export interface SaveCollection {
  /** Absent: a new collection. */
  id?: string;
  input: CollectionInput;
}

/** POST /api/v1/admin/collections or PUT /api/v1/admin/collections/:id. */
export function saveCollection({ id, input }: SaveCollection) {
  return id
    ? adminApi.data(
        'PUT',
        `/api/v1/admin/collections/${encodeURIComponent(id)}`,
        adminCollectionSchema,
        { body: input },
      )
    : adminApi.data('POST', '/api/v1/admin/collections', adminCollectionSchema, { body: input });
}

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollection,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminCollectionsQueryOptions().queryKey }),
  });
}
