import { adminReviewSchema, type AdminReviewsQuery } from '@shop/shared/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Every console reviews read starts with this key: hiding or showing one refreshes them. */
export const reviewsAdminQueryKey = ['admin', 'reviews'] as const;

/** GET /api/v1/admin/reviews — newest first, by visibility, stars or text. */
export function getReviewsQueryOptions(query: AdminReviewsQuery) {
  return queryOptions({
    queryKey: [...reviewsAdminQueryKey, query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/reviews', adminReviewSchema, { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(query: AdminReviewsQuery) {
  return useQuery(getReviewsQueryOptions(query));
}
