import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderReturnSchema, type OrderReturn } from '@shop/shared/order-after-sales';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrapList } from '../../../lib/api-client';

export interface ReturnsPage {
  items: OrderReturn[];
  page: number;
  limit: number;
  total: number;
}

const parseReturn = (item: unknown): OrderReturn | null => {
  const parsed = orderReturnSchema.safeParse(item);
  return parsed.success ? parsed.data : null;
};

/** GET /api/v1/my-returns — the caller's return requests, newest first. */
export const getReturnsQueryOptions = (input: { page: number; limit: number }) =>
  queryOptions({
    // Statuses move on the server (the shop ships, approves returns): refetch on every visit.
    staleTime: 0,
    queryKey: ['returns', 'list', input],
    queryFn: async ({ signal }): Promise<ReturnsPage> => {
      const result = await apiClient.get<unknown>('checkout', '/api/v1/my-returns', {
        params: { page: input.page, limit: input.limit },
        signal,
      });
      const items = unwrapList(result, parseReturn);
      const meta = result.ok ? result.meta : undefined;
      if (!meta || !Number.isFinite(meta.total)) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return { items, page: meta.page, limit: meta.limit, total: meta.total };
    },
  });

export function useReturns(input: { page: number; limit: number }) {
  return useQuery({ ...getReturnsQueryOptions(input), placeholderData: keepPreviousData });
}
