import { stockRowSchema, type StockListQuery } from '@shop/shared/admin/stock';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every stock read and write starts with this key: a change refreshes the grid and the ledger. */
export const stockQueryKey = ['admin', 'stock'] as const;

export function getStockQueryOptions(query: StockListQuery) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'grid', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/stock', stockRowSchema, {
        params: { ...query, lowStock: query.lowStock ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStock(query: StockListQuery) {
  return useQuery(getStockQueryOptions(query));
}
