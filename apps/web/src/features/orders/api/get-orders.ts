import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderSummarySchema, type OrderSummary } from '@shop/shared/order-after-sales';
import type { OrderStatusGroup } from '@shop/shared/order-status';
import { ApiError, apiClient, GENERIC_ERROR_MESSAGE, unwrapList } from '../../../lib/api-client';

export interface GetOrdersInput {
  page: number;
  limit: number;
  /** One stage of the orders page; all orders when absent. */
  group?: OrderStatusGroup;
  /** Part of an order number. */
  search?: string;
}

export interface OrdersPage {
  items: OrderSummary[];
  page: number;
  limit: number;
  total: number;
}

const parseSummary = (item: unknown): OrderSummary | null => {
  const parsed = orderSummarySchema.safeParse(item);
  return parsed.success ? parsed.data : null;
};

/** GET /api/v1/my-orders — the caller's orders, newest first, one page of one stage. */
export const getOrdersQueryOptions = (input: GetOrdersInput) =>
  queryOptions({
    // Statuses move on the server (the shop ships, approves returns): refetch on every visit.
    staleTime: 0,
    queryKey: ['orders', 'list', input],
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const result = await apiClient.get<unknown>('checkout', '/api/v1/my-orders', {
        params: {
          page: input.page,
          limit: input.limit,
          group: input.group,
          search: input.search || undefined,
        },
        signal,
      });
      const items = unwrapList(result, parseSummary);
      const meta = result.ok ? result.meta : undefined;
      if (!meta || !Number.isFinite(meta.total)) {
        throw new ApiError({ ok: false, status: result.status, message: GENERIC_ERROR_MESSAGE });
      }
      return { items, page: meta.page, limit: meta.limit, total: meta.total };
    },
  });

/** Keeps the previous page on screen while the next one loads. */
export function useOrders(input: GetOrdersInput) {
  return useQuery({ ...getOrdersQueryOptions(input), placeholderData: keepPreviousData });
}
