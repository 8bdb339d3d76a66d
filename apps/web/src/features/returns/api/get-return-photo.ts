import { apiClient, unwrap } from '../../../lib/api-client';

/**
 * GET /api/v1/my-orders/{orderId}/return-photos/{photoId} (the photo's `url`): the image bytes,
 * served to their owner only (the client sends the bearer token).
 */
export async function fetchReturnPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  return unwrap(await apiClient.getBlob('checkout', url, { signal }));
}
