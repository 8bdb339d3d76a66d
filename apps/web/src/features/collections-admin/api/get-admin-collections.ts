import { adminCollectionSchema } from '@shop/shared/admin/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

/** GET /api/v1/admin/collections — in the home page's order. */
export function getAdminCollections(signal?: AbortSignal) {
  return adminApi.data('GET', '/api/v1/admin/collections', z.array(adminCollectionSchema), {
    signal,
  });
}

export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'collections'] as const,
    queryFn: ({ signal }) => getAdminCollections(signal),
  });

export function useAdminCollections() {
  return useQuery(adminCollectionsQueryOptions());
}
