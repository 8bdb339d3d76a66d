import { adminReviewSchema } from '@shop/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { reviewsAdminQueryKey } from './get-reviews';

export type ReviewVisibilityChange =
  { reviewId: string; hide: true; reason: string } | { reviewId: string; hide: false };

/** POST /api/v1/admin/reviews/:id/hide (with a reason) or /unhide. */
export function setReviewVisibility(change: ReviewVisibilityChange) {
  const id = encodeURIComponent(change.reviewId);
  return change.hide
    ? adminApi.data('POST', `/api/v1/admin/reviews/${id}/hide`, adminReviewSchema, {
        body: { reason: change.reason },
      })
    : adminApi.data('POST', `/api/v1/admin/reviews/${id}/unhide`, adminReviewSchema, {
        body: {},
      });
}

export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsAdminQueryKey }),
  });
}
