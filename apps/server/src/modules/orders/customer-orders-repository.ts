import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderReturns, orders } from '../../db/schema/index';
import { orderSummaryColumns } from './order-columns';

/** Orders a customer cancelled or the seller cancelled: not money the customer spent. */
const CANCELLED = ['cancelled_customer', 'cancelled_seller'];
const notCancelled = sql`${orders.status} not in (${sql.join(
  CANCELLED.map((status) => sql`${status}`),
  sql`, `,
)})`;
const STATS_SLICE = 1000;

/** What the console shows of one customer's orders and returns (the customers screens). */
export function createCustomerOrders(db: Database, projectId: string) {
  return {
    /**
     * Per customer: how many orders, and the total of those not cancelled (centavos). Asked in
     * slices, so a whole export's customers stay within PostgreSQL's parameter limit.
     */
    async stats(userIds: string[]) {
      const result = new Map<string, { orderCount: number; totalSpentCentavos: number }>();
      for (let start = 0; start < userIds.length; start += STATS_SLICE) {
        const slice = userIds.slice(start, start + STATS_SLICE);
        const rows = await db
          .select({
            userId: orders.userId,
            orderCount: sql<number>`count(*)::int`,
            totalSpentCentavos:
              sql<number>`coalesce(sum(${orders.totalCentavos}) filter (where ${notCancelled}), 0)::bigint`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(and(eq(orders.projectId, projectId), inArray(orders.userId, slice)))
          .groupBy(orders.userId);
        for (const row of rows) result.set(row.userId, row);
      }
      return result;
    },

    /** The customer's latest orders, newest first. */
    async recent(userId: string, limit: number) {
      return db
        .select(orderSummaryColumns)
        .from(orders)
        .where(and(eq(orders.projectId, projectId), eq(orders.userId, userId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** The customer's return requests, newest first, with their order's number. */
    async returns(userId: string, limit: number) {
      return db
        .select({
          id: orderReturns.id,
          orderId: orderReturns.orderId,
          orderNumber: orders.orderNumber,
          status: orderReturns.status,
          reason: orderReturns.reason,
          createdAt: orderReturns.createdAt,
        })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(and(eq(orders.projectId, projectId), eq(orderReturns.userId, userId)))
        .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
        .limit(limit);
    },
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
