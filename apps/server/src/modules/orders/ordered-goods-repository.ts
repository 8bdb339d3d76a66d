import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS_GROUPS } from '@shop/shared/order-status';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema/index';

type Executor = Database | Transaction;

/** What orders hold of the catalogue: a product or variant sold once is never deleted. */
/** Orders that hold their units until the goods leave the shop (shipped or picked up). */
const HOLDING_STATUSES: string[] = [
  ...ORDER_STATUS_GROUPS.to_pay,
  ...ORDER_STATUS_GROUPS.processing,
];

const CANCELLED_STATUSES: string[] = [...ORDER_STATUS_GROUPS.cancelled];

export interface OrderSummary {
  orderNumber: string;
  totalCentavos: number;
  discountCentavos: number;
  cancelled: boolean;
  customer: { id: string; name: string; email: string };
}

/** `variantId:branchId`, the key `reservedUnits` answers by. */
export const shelfKey = (variantId: string, branchId: string) => `${variantId}:${branchId}`;

export function createOrderedGoods(db: Database) {
  return {
    async productEverOrdered(productId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, productId))
        .limit(1);
      return row !== undefined;
    },

    /** The variants among `ids` that an order holds. */
    async orderedVariantIds(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ id: orderItems.variantId })
        .from(orderItems)
        .where(inArray(orderItems.variantId, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Units open orders hold per variant and branch (checkout took them off the shelf; they
     * are still in the shop until shipped or picked up), keyed by `shelfKey`. Only the given
     * variants when `variantIds` is set.
     */
    async reservedUnits(variantIds?: string[], tx: Executor = db): Promise<Map<string, number>> {
      if (variantIds && variantIds.length === 0) return new Map();
      const units = sql<number>`cast(sum(${orderItems.quantity}) as integer)`;
      const rows = await tx
        .select({ variantId: orderItems.variantId, branchId: orderItems.branchId, units })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            inArray(orders.status, HOLDING_STATUSES),
            variantIds ? inArray(orderItems.variantId, variantIds) : undefined,
          ),
        )
        .groupBy(orderItems.variantId, orderItems.branchId);
      return new Map(rows.map((row) => [shelfKey(row.variantId, row.branchId), Number(row.units)]));
    },

    /** The order numbers (CF-2026-000123) of the given orders, by id. */
    /**
     * An order as a review's proof of purchase: whose it is, its status, its number and the
     * products it holds; undefined when there is no such order.
     */
    async purchase(orderId: string, tx: Executor = db) {
      const [order] = await tx
        .select({ userId: orders.userId, status: orders.status, orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) return undefined;
      const lines = await tx
        .selectDistinct({ productId: orderItems.productId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return { ...order, productIds: new Set(lines.map((line) => line.productId)) };
    },

    async orderNumbers(ids: string[], tx: Executor = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, ids));
      return new Map(rows.map((row) => [row.id, row.orderNumber]));
    },

    /**
     * Number, total, discount, customer and whether it was cancelled, of each given order by
     * id: the console's figures of a discount code's uses.
     */
    async summaries(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Map<string, OrderSummary>();
      const rows = await tx
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          totalCentavos: orders.totalCentavos,
          discountCentavos: orders.discountCentavos,
          customerId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, ids));
      return new Map<string, OrderSummary>(
        rows.map((row) => [
          row.id,
          {
            orderNumber: row.orderNumber,
            totalCentavos: row.totalCentavos,
            discountCentavos: row.discountCentavos,
            cancelled: CANCELLED_STATUSES.includes(row.status),
            customer: {
              id: row.customerId,
              name: `${row.firstName} ${row.lastName}`.trim(),
              email: row.email,
            },
          },
        ]),
      );
    },

    /** Whether an order was ever served from the branch (it must then stay, deactivated). */
    async branchEverOrdered(branchId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.branchId, branchId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type OrderedGoods = ReturnType<typeof createOrderedGoods>;
