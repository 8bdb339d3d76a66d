import { stockMovementSchema, type StockMovementsQuery } from '@shop/shared/admin/stock';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { stockQueryKey } from './get-stock';

export function getStockMovementsQueryOptions(query: StockMovementsQuery) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'movements', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/stock/movements', stockMovementSchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStockMovements(query: StockMovementsQuery) {
  return useQuery(getStockMovementsQueryOptions(query));
}
