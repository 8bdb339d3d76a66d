import { adminPageSchema, type EditablePage, type PageInput } from '@shop/shared/admin/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { getPageQueryOptions } from './get-page';

export function savePage({ slug, input }: { slug: EditablePage; input: PageInput }) {
  return adminApi.data('PUT', `/api/v1/admin/pages/${slug}`, adminPageSchema, { body: input });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: (page, { slug }) =>
      queryClient.setQueryData(getPageQueryOptions(slug).queryKey, page),
  });
}
