import { policyFileSchema, type PolicyFile } from '@shop/shared/order-after-sales';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

/**
 * GET /api/orders/generate-then-download-policy/{policyId}?format=base64 — the policy PDF as
 * base64, for the spec's base64 → PDF helper. Asked on each click: the document is generated
 * fresh and is not worth caching.
 */
export async function getPolicyFile(policyId: string): Promise<PolicyFile> {
  const result = await apiClient.get<unknown>(
    'checkout',
    `/api/orders/generate-then-download-policy/${encodeURIComponent(policyId)}`,
    { params: { format: 'base64' } },
  );
  const parsed = policyFileSchema.safeParse(unwrap(result));
  if (!parsed.success) {
    throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data;
}
