import { adminTradeInSchema, type TradeInListQuery } from '@shop/shared/admin/trade-ins';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every console trade-in read starts with this key: cancelling one refreshes them. */
export const tradeInsAdminQueryKey = ['admin', 'trade-ins'] as const;

/** GET /api/v1/admin/trade-ins: newest first, by status or code / customer search. */
export function getTradeInsQueryOptions(query: TradeInListQuery) {
  return queryOptions({
    queryKey: [...tradeInsAdminQueryKey, query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/trade-ins', adminTradeInSchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTradeIns(query: TradeInListQuery) {
  return useQuery(getTradeInsQueryOptions(query));
}
