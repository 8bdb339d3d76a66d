import { stockMovesResultSchema, type StockAdjustment } from '@shop/shared/admin/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { stockQueryKey } from './get-stock';

/** Received, damaged or a count correction at one branch; answers the ledger rows written. */
export function adjustStock(body: StockAdjustment) {
  return adminApi.data('POST', '/api/v1/admin/stock/adjustments', stockMovesResultSchema, {
    body,
  });
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}
