import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReturnSchema, type OrderReturn } from '@shop/shared/order-after-sales';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrap } from '../../../lib/api-client';

/** GET /api/v1/my-returns/{id} — one return: items, photos, status and its timeline. */
export const getReturnQueryOptions = (returnId: string) =>
  queryOptions({
    // Statuses move on the server (the shop ships, approves returns): refetch on every visit.
    staleTime: 0,
    queryKey: ['returns', 'detail', returnId],
    queryFn: async ({ signal }): Promise<OrderReturn> => {
      const result = await apiClient.get<unknown>(
        'checkout',
        `/api/v1/my-returns/${encodeURIComponent(returnId)}`,
        { signal },
      );
      const parsed = orderReturnSchema.safeParse(unwrap(result));
      if (!parsed.success) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return parsed.data;
    },
  });

export function useReturn(returnId: string) {
  return useQuery(getReturnQueryOptions(returnId));
}
