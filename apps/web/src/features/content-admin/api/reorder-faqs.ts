import { faqGroupsSchema } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getFaqsQueryOptions } from './get-faqs';

export type FaqOrder =
  { kind: 'questions'; ids: string[] } | { kind: 'groups'; categories: string[] };

/** Orders the questions of one group, or the groups themselves. */
export function reorderFaqs(order: FaqOrder) {
  return order.kind === 'questions'
    ? adminApi.data('PUT', '/api/v1/admin/faqs/order', faqGroupsSchema, {
        body: { ids: order.ids },
      })
    : adminApi.data('PUT', '/api/v1/admin/faqs/groups/order', faqGroupsSchema, {
        body: { categories: order.categories },
      });
}

export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onSuccess: (groups) => queryClient.setQueryData(getFaqsQueryOptions().queryKey, groups),
  });
}
