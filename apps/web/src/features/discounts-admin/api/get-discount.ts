import { adminDiscountDetailSchema } from '@shop/shared/admin/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { discountsQueryKey } from './get-discounts';

/** GET /api/v1/admin/discounts/:id: the code, its limits by name and its latest uses. */
export function getDiscountQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...discountsQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      adminApi.data(
        'GET',
        `/api/v1/admin/discounts/${encodeURIComponent(id)}`,
        adminDiscountDetailSchema,
        { signal },
      ),
  });
}

export function useDiscount(id: string | null) {
  return useQuery({ ...getDiscountQueryOptions(id ?? ''), enabled: id !== null });
}
