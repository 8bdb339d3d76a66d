import { stockMovesResultSchema, type StockTransfer } from '@shop/shared/admin/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { stockQueryKey } from './get-stock';

/** Units out of one branch and into another, as one move. */
export function transferStock(body: StockTransfer) {
  return adminApi.data('POST', '/api/v1/admin/stock/transfers', stockMovesResultSchema, { body });
}

export function useTransferStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}
