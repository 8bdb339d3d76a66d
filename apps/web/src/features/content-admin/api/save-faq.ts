import { faqGroupsSchema, type FaqInput } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getFaqsQueryOptions } from './get-faqs';

/** Adds a question (no id) or changes one; answers the whole grouped list. */
export function saveFaq({ id, input }: { id?: string; input: FaqInput }) {
  return id
    ? adminApi.data('PUT', `/api/v1/admin/faqs/${id}`, faqGroupsSchema, { body: input })
    : adminApi.data('POST', '/api/v1/admin/faqs', faqGroupsSchema, { body: input });
}

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSuccess: (groups) => queryClient.setQueryData(getFaqsQueryOptions().queryKey, groups),
  });
}
