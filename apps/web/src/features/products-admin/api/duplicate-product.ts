import { adminProductSchema } from '@shop/shared/admin/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { productPath } from './get-product';
import { adminProductsQueryKey } from './get-products';

/** A copy of the product: inactive, new SKUs, the same pictures. */
export function duplicateProduct(id: string) {
  return adminApi.data('POST', `${productPath(id)}/duplicate`, adminProductSchema, { body: {} });
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
