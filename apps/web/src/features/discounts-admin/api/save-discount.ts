import { adminDiscountDetailSchema, type DiscountInput } from '@shop/shared/admin/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { discountsQueryKey } from './get-discounts';

/** POST a new code, or PUT the code `id`. */
export function saveDiscount({ id, input }: { id: string | null; input: DiscountInput }) {
  return id
    ? adminApi.data(
        'PUT',
        `/api/v1/admin/discounts/${encodeURIComponent(id)}`,
        adminDiscountDetailSchema,
        { body: input },
      )
    : adminApi.data('POST', '/api/v1/admin/discounts', adminDiscountDetailSchema, {
        body: input,
      });
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
  });
}
