import { policyRefundRowSchema } from '@shop/shared/admin/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

export interface PolicyRefundDecision {
  policyId: string;
  decision: 'approve' | 'decline';
  note: string;
}

/** Approves or declines a protection-plan refund request; answers the policy afterwards. */
export function decidePolicyRefund({ policyId, decision, note }: PolicyRefundDecision) {
  return adminApi.data(
    'POST',
    `/api/v1/admin/policy-refunds/${encodeURIComponent(policyId)}/${decision}`,
    policyRefundRowSchema,
    { body: { note } },
  );
}

export function useDecidePolicyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePolicyRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminQueryKey }),
  });
}
