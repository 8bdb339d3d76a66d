import { reviewPhotoSchema, type ReviewPhoto } from '@shop/shared/reviews';
import { apiClient } from '../../../lib/api-client';
import { parseOrThrow } from '../../../lib/parse-response';

/** POST /api/v1/my-orders/{id}/review-photos — one image (multipart field `file`, 5 MB at most). */
export async function uploadReviewPhoto(orderId: string, file: File): Promise<ReviewPhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  return parseOrThrow(
    await apiClient.post<unknown>(
      'checkout',
      `/api/v1/my-orders/${encodeURIComponent(orderId)}/review-photos`,
      { body },
    ),
    reviewPhotoSchema,
  );
}
