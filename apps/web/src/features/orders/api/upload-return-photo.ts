import { returnPhotoSchema, type ReturnPhoto } from '@shop/shared/order-after-sales';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

/** POST /api/v1/my-orders/{id}/return-photos — one image (multipart field `file`, 5 MB at most). */
export async function uploadReturnPhoto(orderId: string, file: File): Promise<ReturnPhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await apiClient.post<unknown>(
    'checkout',
    `/api/v1/my-orders/${encodeURIComponent(orderId)}/return-photos`,
    { body },
  );
  const parsed = returnPhotoSchema.safeParse(unwrap(result));
  if (!parsed.success) {
    throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data;
}
