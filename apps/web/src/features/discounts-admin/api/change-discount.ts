import { adminDiscountDetailSchema } from '@shop/shared/admin/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { discountsQueryKey } from './get-discounts';

export type DiscountAction = 'pause' | 'resume' | 'expire';

/** POST /api/v1/admin/discounts/:id/pause|resume|expire. */
export function changeDiscount({ id, action }: { id: string; action: DiscountAction }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/discounts/${encodeURIComponent(id)}/${action}`,
    adminDiscountDetailSchema,
    { body: {} },
  );
}

export function useChangeDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
  });
}
