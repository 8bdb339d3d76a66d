import { faqGroupsSchema } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getFaqsQueryOptions } from './get-faqs';

export function deleteFaq(id: string) {
  return adminApi.data('DELETE', `/api/v1/admin/faqs/${id}`, faqGroupsSchema);
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (groups) => queryClient.setQueryData(getFaqsQueryOptions().queryKey, groups),
  });
}
