import { apiClient, unwrap } from '../../../lib/api-client';

/**
 * GET /api/v1/my-info/documents/{id}/files/{side}: the bytes of one of the caller's files,
 * served to their owner only (the client sends the bearer token) and never cached.
 */
export async function fetchDocumentFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return unwrap(await apiClient.getBlob('auth', url, { cache: 'no-store', signal }));
}
