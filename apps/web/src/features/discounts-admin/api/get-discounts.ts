import { adminDiscountSchema, type DiscountListQuery } from '@shop/shared/admin/discounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every discount-code query (lists and pages) starts with this key. */
export const discountsQueryKey = ['admin', 'discounts'] as const;

/** GET /api/v1/admin/discounts: one page of codes with their figures. */
export function getDiscountsQueryOptions(query: DiscountListQuery) {
  return queryOptions({
    queryKey: [...discountsQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/discounts', adminDiscountSchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDiscounts(query: DiscountListQuery) {
  return useQuery(getDiscountsQueryOptions(query));
}
