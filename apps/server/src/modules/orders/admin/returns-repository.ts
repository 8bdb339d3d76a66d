import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  orderReturnItems,
  orderReturns,
  orders,
  refunds,
  returnPhotos,
  users,
  type RefundSource,
  type ReturnStatus,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import { offsetOf } from '../../../lib/pagination';

type Executor = Database | Transaction;

export interface ReturnQueueFilter {
  status?: ReturnStatus;
  search?: string;
  page: number;
  limit: number;
}

const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The console's reads of returns and refunds, and the refund writes staff make. */
export function createReturnsAdminRepository(db: Database) {
  return {
    /** A page of returns, newest first, with their order, customer, units and photos. */
    async queue(filter: ReturnQueueFilter, tx: Executor = db) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(eq(orderReturns.status, filter.status));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(
          or(
            ilike(orders.orderNumber, pattern),
            ilike(users.email, pattern),
            ilike(customerName, pattern),
            ilike(users.mobile, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const units = tx
        .select({ value: sql<number>`coalesce(sum(${orderReturnItems.quantity}), 0)::int` })
        .from(orderReturnItems)
        .where(eq(orderReturnItems.returnId, orderReturns.id));
      const photos = tx
        .select({ value: sql<number>`count(*)::int` })
        .from(returnPhotos)
        .where(eq(returnPhotos.returnId, orderReturns.id));
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            request: orderReturns,
            orderNumber: orders.orderNumber,
            email: users.email,
            name: customerName,
            mobile: users.mobile,
            units: sql<number>`(${units})`,
            photoCount: sql<number>`(${photos})`,
          })
          .from(orderReturns)
          .innerJoin(orders, eq(orders.id, orderReturns.orderId))
          .innerJoin(users, eq(users.id, orderReturns.userId))
          .where(where)
          .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
          .limit(filter.limit)
          .offset(offsetOf(filter)),
        tx
          .select({ value: count() })
          .from(orderReturns)
          .innerJoin(orders, eq(orders.id, orderReturns.orderId))
          .innerJoin(users, eq(users.id, orderReturns.userId))
          .where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async customer(userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: users.id, name: customerName, email: users.email, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** An order's refunds, oldest first, with the name of the staff member who recorded each. */
    refunds(orderId: string, tx: Executor = db) {
      return tx
        .select({ refund: refunds, recordedBy: customerName })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.recordedBy))
        .where(eq(refunds.orderId, orderId))
        .orderBy(refunds.createdAt, refunds.id);
    },

    /** Pending and paid-out refunds of the order together. */
    async refundedTotal(orderId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ value: sql<number>`coalesce(sum(${refunds.amountCentavos}), 0)::int` })
        .from(refunds)
        .where(eq(refunds.orderId, orderId));
      return Number(row?.value ?? 0);
    },

    async insertPaidRefund(
      refund: {
        orderId: string;
        amountCentavos: number;
        source: RefundSource;
        note: string;
        method: string;
        reference: string;
        returnId: string | null;
        recordedBy: string;
        at: Date;
      },
      tx: Executor,
    ) {
      const { at, ...fields } = refund;
      const [row] = await tx
        .insert(refunds)
        .values({ ...fields, status: 'done', paidAt: at, createdAt: at })
        .returning();
      if (!row) throw new Error('The refund was not written');
      return row;
    },

    async findRefund(refundId: string, tx: Executor = db) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      return row;
    },

    /** Marks a pending refund paid out; undefined when it was not pending any more. */
    async markRefundPaid(
      refundId: string,
      payout: { method: string; reference: string; recordedBy: string; at: Date },
      tx: Executor,
    ) {
      const [row] = await tx
        .update(refunds)
        .set({
          status: 'done',
          method: payout.method,
          reference: payout.reference,
          recordedBy: payout.recordedBy,
          paidAt: payout.at,
        })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /** Drops the pending refunds of an order whose note starts so (a declined plan refund). */
    async dropPendingRefunds(
      orderId: string,
      source: RefundSource,
      notePrefix: string,
      tx: Executor,
    ) {
      return tx
        .delete(refunds)
        .where(
          and(
            eq(refunds.orderId, orderId),
            eq(refunds.source, source),
            eq(refunds.status, 'pending'),
            ilike(refunds.note, `${notePrefix.replace(/[\\%_]/g, '\\$&')}%`),
          ),
        )
        .returning({ id: refunds.id });
    },

    /** Which of these refunds' return ids belong to the order. */
    async returnsOfOrder(orderId: string, returnIds: string[], tx: Executor = db) {
      if (returnIds.length === 0) return [];
      return tx
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.id, returnIds)));
    },
  };
}

export type ReturnsAdminRepository = ReturnType<typeof createReturnsAdminRepository>;
