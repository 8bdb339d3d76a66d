import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  branches,
  orderItems,
  orderNumberSeq,
  orderReturnItems,
  orderReturns,
  orders,
  orderStatusHistory,
  refunds,
  returnPhotos,
  users,
  type RefundSource,
  type ReturnStatus,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';

type Executor = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'updatedAt'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<
  typeof orderItems.$inferInsert,
  'id' | 'orderId' | 'createdAt' | 'updatedAt'
>;
export type StatusEntryRow = typeof orderStatusHistory.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnItemRow = typeof orderReturnItems.$inferSelect;
export type ReturnPhotoRow = typeof returnPhotos.$inferSelect;
export type ReturnPatch = Partial<
  Pick<ReturnRow, 'decisionNote' | 'receivedAt' | 'disposition' | 'restockBranchId'>
>;
export type OrderPatch = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'paymentStatus'
    | 'paymentChannel'
    | 'trackingNumber'
    | 'receivedAt'
    | 'courierCode'
    | 'courierName'
  >
>;

export interface StatusEntry {
  status: string;
  actor: string;
  note?: string;
  /** The return request this entry moved, if any. */
  returnId?: string | null;
}

export interface OrderListFilter {
  userId?: string;
  statuses?: readonly string[];
  /** Part of the order number (or, for operators, of the customer's e-mail). */
  search?: string;
  searchEmail?: boolean;
  page: number;
  limit: number;
}

/** Statuses of a return that is over: anything else is still open. */
export const CLOSED_RETURN_STATUSES: ReturnStatus[] = ['returned', 'return_cancelled'];

export function createOrdersRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * Writes the order and its items. Given an `orderNumberPrefix` instead of a number, the
     * number is the prefix and the next of the shop-wide sequence, taken in the same statement.
     */
    async insert(
      order:
        NewOrder | (Omit<NewOrder, 'orderNumber'> & { id?: string; orderNumberPrefix: string }),
      items: NewOrderItem[],
      tx: Executor = db,
    ): Promise<OrderRow> {
      const values =
        'orderNumberPrefix' in order
          ? (() => {
              const { orderNumberPrefix, ...rest } = order;
              const seq = sql.raw(`'${orderNumberSeq.seqName}'`);
              return {
                ...rest,
                // At least six digits, as formatOrderNumber pads them.
                orderNumber: sql<string>`(select ${orderNumberPrefix} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval(${seq}) as n)`,
              };
            })()
          : order;
      const [row] = await tx.insert(orders).values(values).returning();
      if (!row) throw new Error('The order was not written');
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row;
    },

    /** Appends audit entries after the order's last one, in the given order; their sequences. */
    async appendStatus(
      orderId: string,
      entries: StatusEntry[],
      at: Date,
      tx: Executor = db,
      /** The last sequence when the caller knows it (a new order has none: 0). */
      after?: number,
    ): Promise<number[]> {
      const [last] =
        after === undefined
          ? await tx
              .select({ sequence: sql<number>`coalesce(max(${orderStatusHistory.sequence}), 0)` })
              .from(orderStatusHistory)
              .where(eq(orderStatusHistory.orderId, orderId))
          : [{ sequence: after }];
      const start = Number(last?.sequence ?? 0);
      await tx.insert(orderStatusHistory).values(
        entries.map((entry, index) => ({
          orderId,
          status: entry.status,
          actor: entry.actor,
          note: entry.note ?? '',
          sequence: start + index + 1,
          returnId: entry.returnId ?? null,
          createdAt: at,
        })),
      );
      return entries.map((_, index) => start + index + 1);
    },

    async update(orderId: string, patch: OrderPatch, tx: Executor = db) {
      const [row] = await tx.update(orders).set(patch).where(eq(orders.id, orderId)).returning();
      if (!row) throw new Error(`The order ${orderId} was not updated`);
      return row;
    },

    async findByNumber(orderNumber: string, tx: Executor = db) {
      const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** A page of orders, newest first, and how many match in all. */
    async list(filter: OrderListFilter, tx: Executor = db) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
      if (filter.statuses) conditions.push(inArray(orders.status, [...filter.statuses]));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(
          filter.searchEmail
            ? or(ilike(orders.orderNumber, pattern), ilike(users.email, pattern))
            : ilike(orders.orderNumber, pattern),
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            order: orders,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        tx
          .select({ value: count() })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    ordersByIds(orderIds: string[], tx: Executor = db) {
      if (orderIds.length === 0) return Promise.resolve([] as OrderRow[]);
      return tx.select().from(orders).where(inArray(orders.id, orderIds));
    },

    /** The items of several orders, in each order's own line order. */
    itemsOfOrders(orderIds: string[], tx: Executor = db) {
      if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
      return tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    // --- refunds ------------------------------------------------------------------------------

    async insertRefund(
      refund: {
        orderId: string;
        amountCentavos: number;
        source: RefundSource;
        note: string;
        createdAt: Date;
        returnId?: string | null;
      },
      tx: Executor = db,
    ): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(refund).returning();
      if (!row) throw new Error('The refund was not written');
      return row;
    },

    refundsOf(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt));
    },

    // --- returns ------------------------------------------------------------------------------

    async insertReturn(
      request: {
        orderId: string;
        userId: string;
        status: ReturnStatus;
        reason: string;
        details: string;
        createdAt: Date;
      },
      items: { orderItemId: string; quantity: number }[],
      photoIds: string[],
      tx: Executor = db,
    ): Promise<ReturnRow> {
      const [row] = await tx.insert(orderReturns).values(request).returning();
      if (!row) throw new Error('The return was not written');
      await tx
        .insert(orderReturnItems)
        .values(items.map((item) => ({ ...item, returnId: row.id, createdAt: request.createdAt })));
      if (photoIds.length > 0) {
        await tx
          .update(returnPhotos)
          .set({ returnId: row.id })
          .where(and(inArray(returnPhotos.id, photoIds), isNull(returnPhotos.returnId)));
      }
      return row;
    },

    async updateReturn(returnId: string, status: ReturnStatus, tx: Executor = db) {
      await tx.update(orderReturns).set({ status }).where(eq(orderReturns.id, returnId));
    },

    /** The staff's side of a return: the decision note, when and how the items came back. */
    async annotateReturn(returnId: string, patch: ReturnPatch, tx: Executor = db) {
      await tx.update(orderReturns).set(patch).where(eq(orderReturns.id, returnId));
    },

    async findReturn(returnId: string, tx: Executor = db) {
      const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
      return row;
    },

    /** The order's return that is neither returned nor cancelled (at most one). */
    async openReturn(orderId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(orderReturns)
        .where(
          and(
            eq(orderReturns.orderId, orderId),
            notInArray(orderReturns.status, CLOSED_RETURN_STATUSES),
          ),
        );
      return row;
    },

    returnsOfOrder(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(desc(orderReturns.createdAt));
    },

    async listReturns(userId: string, page: number, limit: number, tx: Executor = db) {
      const where = eq(orderReturns.userId, userId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(orderReturns)
          .where(where)
          .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
          .limit(limit)
          .offset((page - 1) * limit),
        tx.select({ value: count() }).from(orderReturns).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    returnItems(returnIds: string[], tx: Executor = db) {
      if (returnIds.length === 0) return Promise.resolve([] as ReturnItemRow[]);
      return tx
        .select()
        .from(orderReturnItems)
        .where(inArray(orderReturnItems.returnId, returnIds))
        .orderBy(asc(orderReturnItems.createdAt), asc(orderReturnItems.id));
    },

    /** Units of each order line already in a return that was not cancelled. */
    async unitsInReturns(orderId: string, tx: Executor = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({
          orderItemId: orderReturnItems.orderItemId,
          units: sql<string>`sum(${orderReturnItems.quantity})::text`,
        })
        .from(orderReturnItems)
        .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
        .where(
          and(eq(orderReturns.orderId, orderId), sql`${orderReturns.status} <> 'return_cancelled'`),
        )
        .groupBy(orderReturnItems.orderItemId);
      return new Map(rows.map((row) => [row.orderItemId, Number(row.units)]));
    },

    /** Audit entries that moved these returns, in order. */
    returnHistory(returnIds: string[], tx: Executor = db) {
      if (returnIds.length === 0) return Promise.resolve([] as StatusEntryRow[]);
      return tx
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.returnId, returnIds))
        .orderBy(asc(orderStatusHistory.sequence));
    },

    // --- return photos ------------------------------------------------------------------------

    async insertPhoto(
      photo: {
        orderId: string;
        userId: string;
        storageKey: string;
        contentType: string;
        size: number;
        createdAt: Date;
      },
      tx: Executor = db,
    ): Promise<ReturnPhotoRow> {
      const [row] = await tx.insert(returnPhotos).values(photo).returning();
      if (!row) throw new Error('The photo was not written');
      return row;
    },

    async findPhoto(userId: string, orderId: string, photoId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(returnPhotos)
        .where(
          and(
            eq(returnPhotos.id, photoId),
            eq(returnPhotos.orderId, orderId),
            eq(returnPhotos.userId, userId),
          ),
        );
      return row;
    },

    async findPhotoById(photoId: string, tx: Executor = db) {
      const [row] = await tx.select().from(returnPhotos).where(eq(returnPhotos.id, photoId));
      return row;
    },

    /** The customer's photos for this order that no return carries yet. */
    unattachedPhotos(userId: string, orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(returnPhotos)
        .where(
          and(
            eq(returnPhotos.orderId, orderId),
            eq(returnPhotos.userId, userId),
            isNull(returnPhotos.returnId),
          ),
        );
    },

    photosOfReturns(returnIds: string[], tx: Executor = db) {
      if (returnIds.length === 0) return Promise.resolve([] as ReturnPhotoRow[]);
      return tx
        .select()
        .from(returnPhotos)
        .where(inArray(returnPhotos.returnId, returnIds))
        .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id));
    },

    async find(orderId: string, tx: Executor = db) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** Locks the order row until the transaction ends (status changes are serialised). */
    async findForUpdate(orderId: string, tx: Transaction) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async findOwned(userId: string, orderId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row;
    },

    items(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },

    history(orderId: string, tx: Executor = db) {
      return tx
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.sequence));
    },

    async branchNames(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(inArray(branches.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Who the order mails go to. */
    async customer(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
