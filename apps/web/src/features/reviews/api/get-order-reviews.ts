import { myReviewSchema } from '@shop/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** GET /api/v1/my-orders/{id}/reviews — the caller's reviews of this delivered order's products. */
export const getOrderReviewsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['reviews', 'order', orderId],
    queryFn: async ({ signal }) =>
      parseOrThrow(
        await apiClient.get<unknown>(
          'checkout',
          `/api/v1/my-orders/${encodeURIComponent(orderId)}/reviews`,
          { signal },
        ),
        array(myReviewSchema),
      ),
  });

export function useOrderReviews(orderId: string, { enabled = true } = {}) {
  return useQuery({ ...getOrderReviewsQueryOptions(orderId), enabled });
}
