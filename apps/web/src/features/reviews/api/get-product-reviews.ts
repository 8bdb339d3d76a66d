import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/** GET /api/v1/products/{id}/reviews — visible reviews, newest first, and the rating summary. */
export const getProductReviewsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'product', productId, page],
    queryFn: async ({ signal }) => {
      // The schema loads beside the request: a server-rendered product page hydrates with its
      // reviews already read, and need not build zod's schemas before it answers.
      const [result, { productReviewsPageSchema }] = await Promise.all([
        apiClient.get<unknown>(
          'catalogue',
          `/api/v1/products/${encodeURIComponent(productId)}/reviews`,
          { params: { page }, signal },
        ),
        import('@shop/shared/reviews'),
      ]);
      if (!result.ok) throw new ApiError(result);
      const parsed = productReviewsPageSchema.safeParse({ data: result.data, meta: result.meta });
      if (!parsed.success) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return parsed.data;
    },
  });

export function useProductReviews(productId: string, page: number) {
  return useQuery({
    ...getProductReviewsQueryOptions(productId, page),
    placeholderData: keepPreviousData,
  });
}
