import { policyRefundRowSchema, type PolicyRefundsQuery } from '@shop/shared/admin/returns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { returnsAdminQueryKey } from './get-returns';

export function getPolicyRefundsQueryOptions(query: PolicyRefundsQuery) {
  return queryOptions({
    queryKey: [...returnsAdminQueryKey, 'policy-refunds', query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/policy-refunds', policyRefundRowSchema, {
        params: query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePolicyRefunds(query: PolicyRefundsQuery) {
  return useQuery(getPolicyRefundsQueryOptions(query));
}
