import { adminProductSchema, type ProductInput } from '@shop/shared/admin/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { productPath } from './get-product';
import { adminProductsQueryKey } from './get-products';

/** Creates a product (no id) or replaces one's fields and variants. */
export function saveProduct({ id, input }: { id?: string; input: ProductInput }) {
  return id
    ? adminApi.data('PUT', productPath(id), adminProductSchema, { body: input })
    : adminApi.data('POST', '/api/v1/admin/products', adminProductSchema, { body: input });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
