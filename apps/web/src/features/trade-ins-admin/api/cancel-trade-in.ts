import { tradeInCreditSchema } from '@shop/shared/trade-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { tradeInsAdminQueryKey } from './get-trade-ins';

/** POST /api/v1/admin/trade-ins/:id/cancel: voids the credit's code (409 once an order used it). */
export function cancelTradeIn({ id, reason }: { id: string; reason: string }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/trade-ins/${encodeURIComponent(id)}/cancel`,
    tradeInCreditSchema,
    { body: { reason } },
  );
}

export function useCancelTradeIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTradeIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeInsAdminQueryKey }),
  });
}
