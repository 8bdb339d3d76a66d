import { adminReturnDetailSchema } from '@shop/shared/admin/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

/** The steps that take only a note: under review, approve, decline, in transit back. */
export type ReturnStepPath = 'review' | 'approve' | 'decline' | 'in-transit';

export interface ReturnStep {
  returnId: string;
  step: ReturnStepPath;
  note: string;
}

/** POST /api/v1/admin/returns/:id/{step}; answers the return afterwards. */
export function decideReturn({ returnId, step, note }: ReturnStep) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/returns/${encodeURIComponent(returnId)}/${step}`,
    adminReturnDetailSchema,
    { body: { note } },
  );
}

export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminQueryKey }),
  });
}
