import { maintenanceStateSchema } from '@shop/shared/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const getMaintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'maintenance'],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/maintenance', maintenanceStateSchema, { signal }),
  });

export function useMaintenance() {
  return useQuery(getMaintenanceQueryOptions());
}
