import { orderedProductSchema } from '@shop/shared/admin/collections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { adminCollectionsQueryOptions } from './get-admin-collections';

const items = z.array(orderedProductSchema);
const itemsPath = (id: string) => `/api/v1/admin/collections/${encodeURIComponent(id)}/items`;

/** GET /api/v1/admin/collections/:id/items — the collection's products in their order. */
export const collectionItemsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'collections', id, 'items'] as const,
    queryFn: ({ signal }) => adminApi.data('GET', itemsPath(id), items, { signal }),
  });

export function useCollectionItems(id: string | null) {
  return useQuery({ ...collectionItemsQueryOptions(id ?? ''), enabled: id !== null });
}

export type CollectionItemsChange =
  | { kind: 'add'; productId: string }
  | { kind: 'remove'; productId: string }
  | { kind: 'order'; ids: string[] };

/** Adds a product at the end, takes one out, or sets their whole order. */
export function changeCollectionItems(id: string, change: CollectionItemsChange) {
  if (change.kind === 'add') {
    return adminApi.data('POST', itemsPath(id), items, { body: { productId: change.productId } });
  }
  if (change.kind === 'remove') {
    return adminApi.data(
      'DELETE',
      `${itemsPath(id)}/${encodeURIComponent(change.productId)}`,
      items,
    );
  }
  return adminApi.data('PUT', `${itemsPath(id)}/order`, items, { body: { ids: change.ids } });
}

export function useChangeCollectionItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CollectionItemsChange) => changeCollectionItems(id, change),
    onSuccess: async (list) => {
      queryClient.setQueryData(collectionItemsQueryOptions(id).queryKey, list);
      // The collections' product counts change with their items.
      await queryClient.invalidateQueries({
        queryKey: adminCollectionsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
