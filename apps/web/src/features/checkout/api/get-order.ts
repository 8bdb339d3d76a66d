import { orderDetailSchema } from '@shop/shared/order-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, parseResult, unwrap } from '../../../lib/api-client';

// What the thank-you and payment pages show; the order page reads the rest.
const placedOrderSchema = orderDetailSchema.pick({
  _id: true,
  orderNumber: true,
  status: true,
  status_label: true,
  status_color: true,
  items: true,
  totals: true,
  payment: true,
  fulfillment: true,
  created_at: true,
  audit: true,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** GET /api/v1/my-orders/{id} — one of the caller's orders. */
export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get<unknown>('checkout', `/api/v1/my-orders/${encodeURIComponent(id)}`, {
            signal,
          }),
          placedOrderSchema,
        ),
      ),
  });

/** How often a payment the gateway has not confirmed yet is asked about again. */
export const PAYMENT_POLL_MS = 3000;

/** With `pollWhileAwaitingPayment`, an online order not paid yet is read again every few seconds. */
export function useOrder(id: string, { pollWhileAwaitingPayment = false } = {}) {
  return useQuery({
    ...getOrderQueryOptions(id),
    refetchInterval: (query) =>
      pollWhileAwaitingPayment && query.state.data?.payment.status === 'awaiting_payment'
        ? PAYMENT_POLL_MS
        : false,
  });
}
