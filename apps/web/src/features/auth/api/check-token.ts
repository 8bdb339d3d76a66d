import { apiClient } from '../../../lib/api-client';

/** The header's token check on load (spec section 4): GET /api/token with the bearer. */
export function checkToken() {
  return apiClient.get<unknown>('auth', '/api/token');
}
