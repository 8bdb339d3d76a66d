import { courierOptionSchema } from '@shop/shared/admin/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { ordersQueryKey } from './get-orders';

export function getCouriersQueryOptions() {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'couriers'],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/orders/couriers', z.array(courierOptionSchema), {
        signal,
      }),
    staleTime: Infinity,
  });
}

/** The couriers a shipment can go with. */
export function useCouriers() {
  return useQuery(getCouriersQueryOptions());
}
