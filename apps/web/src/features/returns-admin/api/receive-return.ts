import { adminReturnDetailSchema, type ReturnReceiveInput } from '@shop/shared/admin/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

/** The items are in hand: back to a branch's stock or written off; the return is complete. */
export function receiveReturn({ returnId, ...body }: ReturnReceiveInput & { returnId: string }) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/returns/${encodeURIComponent(returnId)}/receive`,
    adminReturnDetailSchema,
    { body },
  );
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminQueryKey }),
  });
}
