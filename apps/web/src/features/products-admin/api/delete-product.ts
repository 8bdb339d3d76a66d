import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { productPath } from './get-product';
import { adminProductsQueryKey } from './get-products';

/** Deletes a product that was never ordered (the server answers 409 otherwise). */
export async function deleteProduct(id: string): Promise<void> {
  await adminApi.send('DELETE', productPath(id));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: [...adminProductsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: adminProductsQueryKey });
    },
  });
}
