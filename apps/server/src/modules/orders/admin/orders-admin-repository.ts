import type { OrderFilters, OrderSortField } from '@shop/shared/admin/orders';
import { ORDER_STATUS_GROUPS } from '@shop/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  branches,
  orderItems,
  orderReturns,
  orders,
  orderStatusHistory,
  payments,
  users,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';
import { orderSummaryColumns } from '../order-columns';
import { isUuid } from '../../../lib/ids';

export interface OrderPageQuery extends OrderFilters {
  projectId: string;
  page: number;
  limit: number;
  sort: OrderSortField;
  order: 'asc' | 'desc';
}

const MANILA_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant of a Manila day (the Philippines keep UTC+8 all year). */
export const manilaDayStart = (day: string) => new Date(`${day}T00:00:00${MANILA_OFFSET}`);

/**
 * Exactly the expression of `users_search_trgm_idx` (migration 0015), so that ILIKE on it is
 * answered by the trigram index.
 */
const customerText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.mobile}, ''))`;

const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  totalCentavos: orders.totalCentavos,
  status: orders.status,
} as const;

/** The rows of `orders` (and their customers) the filters select, as one WHERE. */
function whereOf(db: Database, projectId: string, filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.projectId, projectId)];
  if (filters.group)
    conditions.push(inArray(orders.status, [...ORDER_STATUS_GROUPS[filters.group]]));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, manilaDayStart(filters.from)));
  if (filters.to) {
    conditions.push(lt(orders.createdAt, new Date(manilaDayStart(filters.to).getTime() + DAY_MS)));
  }
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.fulfillment) conditions.push(eq(orders.fulfillmentType, filters.fulfillment));
  if (filters.branchId) conditions.push(eq(orders.pickupBranchId, filters.branchId));
  if (filters.courier) conditions.push(eq(orders.courierCode, filters.courier));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    // Both sides use their trigram index, joined by a BitmapOr: the order number, and the
    // orders of the matching customers (their ids as an array, through orders(user_id)).
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(sql`${customerText} ilike ${pattern}`);
    conditions.push(
      or(ilike(orders.orderNumber, pattern), sql`${orders.userId} = any(array(${customers}))`),
    );
  }
  return and(...conditions);
}

/**
 * The console's reads of orders: a page of the list with one query (and one count), everything
 * an order's page shows, and the lines of the CSV export. Status changes go through the
 * lifecycle, never here.
 */
export function createOrdersAdminRepository(db: Database) {
  const rowColumns = {
    ...orderSummaryColumns,
    fulfillmentType: orders.fulfillmentType,
    branchId: orders.pickupBranchId,
    branchName: branches.name,
    courierCode: orders.courierCode,
    courierName: orders.courierName,
    customerId: users.id,
    customerName,
    email: users.email,
    mobile: users.mobile,
  };

  return {
    async page(query: OrderPageQuery) {
      const where = whereOf(db, query.projectId, query);
      const direction = query.order === 'desc' ? desc : asc;
      const ordering = [direction(SORT_COLUMNS[query.sort]), direction(orders.id)];
      // A deferred join: the page's ids first (from the index alone when sorted by date), then
      // the columns, customer and item count of those rows only, not of every row skipped.
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...ordering)
        .limit(query.limit)
        .offset(offsetOf(query));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...rowColumns,
            itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(branches, eq(branches.id, orders.pickupBranchId))
          .where(inArray(orders.id, pageIds))
          .orderBy(...ordering),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })),
        total: Number(total?.value ?? 0),
      };
    },

    /** Every line of the matching orders, oldest order first, for the CSV. */
    exportLines(projectId: string, filters: OrderFilters) {
      return db
        .select({
          ...rowColumns,
          subtotalCentavos: orders.subtotalCentavos,
          discountCentavos: orders.discountCentavos,
          shippingFeeCentavos: orders.shippingFeeCentavos,
          vatableSalesCentavos: orders.vatableSalesCentavos,
          vatCentavos: orders.vatCentavos,
          trackingNumber: orders.trackingNumber,
          line: orderItems,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .leftJoin(branches, eq(branches.id, orders.pickupBranchId))
        .where(whereOf(db, projectId, filters))
        .orderBy(asc(orders.createdAt), asc(orders.orderNumber), asc(orderItems.position));
    },

    /** An order by id or number, with its customer and pickup branch. */
    async find(projectId: string, idOrNumber: string) {
      const key = idOrNumber.trim();
      const [row] = await db
        .select({
          order: orders,
          customerId: users.id,
          customerName,
          email: users.email,
          mobile: users.mobile,
          branchName: branches.name,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(branches, eq(branches.id, orders.pickupBranchId))
        .where(
          and(
            eq(orders.projectId, projectId),
            isUuid(key) ? eq(orders.id, key) : eq(orders.orderNumber, key.toUpperCase()),
          ),
        );
      return row;
    },

    /** Order numbers of these ids in this shop (the bulk move's replies). */
    async numbers(projectId: string, ids: string[]) {
      const rows = await db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.projectId, projectId), inArray(orders.id, ids)));
      return new Map(rows.map((row) => [row.id, row.orderNumber]));
    },

    items: (orderId: string) =>
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position)),

    history: (orderId: string) =>
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.sequence)),

    payments: (orderId: string) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt)),

    returns: (orderId: string) =>
      db
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.createdAt)),

    /** Names of the staff members who moved orders. */
    async names(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: users.id, name: customerName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
export type OrderListRow = Awaited<ReturnType<OrdersAdminRepository['page']>>['rows'][number];
export type OrderExportLine = Awaited<ReturnType<OrdersAdminRepository['exportLines']>>[number];
export type OrderFound = NonNullable<Awaited<ReturnType<OrdersAdminRepository['find']>>>;
