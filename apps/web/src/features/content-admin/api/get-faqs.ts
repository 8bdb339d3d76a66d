import { faqGroupsSchema } from '@shop/shared/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const getFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'faqs'],
    queryFn: ({ signal }) =>
      adminApi.data('GET', '/api/v1/admin/faqs', faqGroupsSchema, { signal }),
  });

export function useFaqs() {
  return useQuery(getFaqsQueryOptions());
}
