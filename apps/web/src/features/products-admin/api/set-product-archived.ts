import { adminProductSchema } from '@shop/shared/admin/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { productPath } from './get-product';
import { adminProductsQueryKey } from './get-products';

/** Archived: hidden from the shop, kept on its orders. */
export function setProductArchived({ id, archived }: { id: string; archived: boolean }) {
  return adminApi.data('PUT', `${productPath(id)}/archived`, adminProductSchema, {
    body: { archived },
  });
}

export function useSetProductArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
