import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myReviewSchema, type ReviewBody } from '@shop/shared/reviews';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** POST /api/v1/my-orders/{id}/reviews — writes the caller's review, or edits theirs. */
export async function saveReview(orderId: string, body: ReviewBody) {
  return parseOrThrow(
    await apiClient.post<unknown>(
      'checkout',
      `/api/v1/my-orders/${encodeURIComponent(orderId)}/reviews`,
      { body },
    ),
    myReviewSchema,
  );
}

/** Saving refreshes the order's reviews and the product's list and summary. */
export function useSaveReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
