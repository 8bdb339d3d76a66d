import { adminCollectionSchema } from '@shop/shared/admin/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { adminCollectionsQueryOptions } from './get-admin-collections';

/** PUT /api/v1/admin/collections/order — every collection once, in the new order. */
export function orderCollections(ids: string[]) {
  return adminApi.data('PUT', '/api/v1/admin/collections/order', z.array(adminCollectionSchema), {
    body: { ids },
  });
}

export function useOrderCollections() {
  const queryClient = useQueryClient();
  const { queryKey } = adminCollectionsQueryOptions();
  return useMutation({
    mutationFn: orderCollections,
    onSuccess: (collections) => queryClient.setQueryData(queryKey, collections),
  });
}
