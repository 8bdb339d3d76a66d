import { customerActionResultSchema } from '@shop/shared/admin/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { customersQueryKey } from './get-customers';

export type CustomerAction = 'sign-out-everywhere' | 'disable' | 'enable';

/** One of the console's actions on a customer account. */
export function updateCustomer({ id, action }: { id: string; action: CustomerAction }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/customers/${encodeURIComponent(id)}/${action}`,
    customerActionResultSchema,
    { body: {} },
  );
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
