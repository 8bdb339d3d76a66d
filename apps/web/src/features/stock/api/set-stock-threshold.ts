import { stockThresholdResultSchema } from '@shop/shared/admin/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { stockQueryKey } from './get-stock';

/** A variant's low-stock threshold (the same at every branch). */
export function setStockThreshold(body: { variantId: string; threshold: number }) {
  return adminApi.data('PUT', '/api/v1/admin/stock/threshold', stockThresholdResultSchema, {
    body,
  });
}

export function useSetStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStockThreshold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}
