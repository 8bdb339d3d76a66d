import { adminPageSchema, type EditablePage } from '@shop/shared/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const getPageQueryOptions = (slug: EditablePage) =>
  queryOptions({
    queryKey: ['admin', 'pages', slug],
    queryFn: ({ signal }) =>
      adminApi.data('GET', `/api/v1/admin/pages/${slug}`, adminPageSchema, { signal }),
  });

export function usePage(slug: EditablePage) {
  return useQuery(getPageQueryOptions(slug));
}
