import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  branches,
  invoiceNumberSeq,
  orderInvoices,
  orderItems,
  orders,
  users,
} from '../../../db/schema/index';
import type { OrderRow } from '../orders-repository';
import type { IssuedInvoice, OrderDocumentSource } from './documents-model';

type Executor = Database | Transaction;

/** The reads behind an order's printed documents, and the invoice numbers they are given. */
export function createDocumentsRepository(db: Database, projectId: string) {
  return {
    /** The shop's orders among `ids` (a missing one is simply absent). */
    ordersByIds(ids: string[], tx: Executor = db): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.projectId, projectId), inArray(orders.id, ids)));
    },

    async orderByNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.projectId, projectId), eq(orders.orderNumber, orderNumber)));
      return row;
    },

    /** The lines, customer and pickup branch of each order, in the orders' order. */
    async sources(rows: OrderRow[], tx: Executor = db): Promise<OrderDocumentSource[]> {
      const ids = rows.map((row) => row.id);
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const branchIds = [...new Set(rows.flatMap((row) => row.pickupBranchId ?? []))];
      const [items, customers, branchRows] = [
        await tx
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
        await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, userIds)),
        branchIds.length === 0
          ? []
          : await tx
              .select({ id: branches.id, name: branches.name })
              .from(branches)
              .where(inArray(branches.id, branchIds)),
      ];
      const customerOf = new Map(customers.map((row) => [row.id, row]));
      const branchOf = new Map(branchRows.map((row) => [row.id, row.name]));
      return rows.map((order) => ({
        order,
        items: items.filter((item) => item.orderId === order.id),
        customer: customerOf.get(order.userId) ?? { firstName: '', lastName: '', email: '' },
        pickupBranchName: order.pickupBranchId
          ? (branchOf.get(order.pickupBranchId) ?? null)
          : null,
      }));
    },

    /**
     * Gives each order without an invoice the next SI-<year>-<6 digits> number, in the order
     * given, and returns every order's invoice. An order already invoiced keeps its number and
     * takes none from the sequence; two prints racing on a new one both land on the one row
     * (`on conflict do nothing`, then read).
     */
    async issue(
      orderIds: string[],
      issuedAt: Date,
      year: number,
      tx: Transaction,
    ): Promise<Map<string, IssuedInvoice & { issuedNow: boolean }>> {
      const prefix = `SI-${year}-`;
      const fresh = new Set<string>();
      for (const orderId of orderIds) {
        const inserted = await tx.execute<{ order_id: string }>(sql`
          insert into ${orderInvoices} (order_id, invoice_number, issued_at)
          select ${orderId}::uuid, ${prefix} || lpad(s.n::text, greatest(6, length(s.n::text)), '0'),
            ${issuedAt.toISOString()}::timestamptz
          from (
            select nextval(${sql.raw(`'${invoiceNumberSeq.seqName}'`)}) as n
            where not exists (select 1 from ${orderInvoices} where order_id = ${orderId}::uuid)
          ) s
          on conflict (order_id) do nothing
          returning order_id`);
        if (inserted.rows.length > 0) fresh.add(orderId);
      }
      const rows = await tx
        .select()
        .from(orderInvoices)
        .where(inArray(orderInvoices.orderId, orderIds));
      return new Map(
        rows.map((row) => [
          row.orderId,
          {
            invoiceNumber: row.invoiceNumber,
            issuedAt: row.issuedAt,
            issuedNow: fresh.has(row.orderId),
          },
        ]),
      );
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
