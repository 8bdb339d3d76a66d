import { maintenanceStateSchema } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getMaintenanceQueryOptions } from './get-maintenance';

export function setMaintenance(on: boolean) {
  return adminApi.data('PUT', '/api/v1/admin/maintenance', maintenanceStateSchema, {
    body: { on },
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (state) => queryClient.setQueryData(getMaintenanceQueryOptions().queryKey, state),
  });
}
