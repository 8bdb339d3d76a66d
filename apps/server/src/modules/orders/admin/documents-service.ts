import { ORDER_DOCUMENT_MESSAGES } from '@shop/shared/admin/order-documents';
import type { Database, Transaction } from '../../../db/client';
import { notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import {
  renderInvoicesPdf,
  renderPackingSlipPdf,
  type SellerIdentity,
} from '../../../platform/pdf/invoice-pdf';
import type { Actor, ActivityRecord } from '../../activity/index';
import { ORDER_NOT_FOUND } from '../messages';
import type { OrderRow } from '../orders-repository';
import type { DocumentsRepository } from './documents-repository';
import {
  invoiceDocument,
  manilaYear,
  packingSlipDocument,
  type OrderDocumentSource,
} from './documents-model';

export interface DocumentsServiceDeps {
  db: Database;
  repository: DocumentsRepository;
  seller: SellerIdentity;
  recordActivity(tx: Transaction, actor: Actor, change: ActivityRecord): Promise<void>;
  now: () => Date;
}

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The console's printed documents of orders: packing slips and numbered sales invoices. */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { repository } = deps;

  /** An order by its id or its number (CF-2026-000123); 404 when the shop has no such order. */
  async function orderOf(idOrNumber: string): Promise<OrderRow> {
    const key = idOrNumber.trim();
    const order = isUuid(key)
      ? (await repository.ordersByIds([key]))[0]
      : await repository.orderByNumber(key.toUpperCase());
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Numbers each order's invoice on its first print (the same number ever after), records
   * the print in the activity log, and renders the invoices in the order given.
   */
  async function printInvoices(actor: Actor, orders: OrderRow[]): Promise<Uint8Array> {
    const now = deps.now();
    const ids = orders.map((order) => order.id);
    const { sources, issued } = await deps.db.transaction(async (tx) => {
      const issuedNow = await repository.issue(ids, now, manilaYear(now), tx);
      for (const [orderId, invoice] of issuedNow) {
        await deps.recordActivity(tx, actor, {
          action: 'order.invoice.print',
          recordType: 'order',
          recordId: orderId,
          changes: {
            invoiceNumber: {
              before: invoice.issuedNow ? null : invoice.invoiceNumber,
              after: invoice.invoiceNumber,
            },
          },
        });
      }
      return { sources: await repository.sources(orders, tx), issued: issuedNow };
    });
    return renderInvoicesPdf(
      sources.map((source: OrderDocumentSource) =>
        invoiceDocument(source, issued.get(source.order.id)!, deps.seller),
      ),
    );
  }

  return {
    async packingSlip(idOrNumber: string): Promise<PdfFile> {
      const order = await orderOf(idOrNumber);
      const [source] = await repository.sources([order]);
      return {
        fileName: `packing-slip-${order.orderNumber}.pdf`,
        bytes: await renderPackingSlipPdf(packingSlipDocument(source!, deps.seller.name)),
      };
    },

    async invoice(actor: Actor, idOrNumber: string): Promise<PdfFile> {
      const order = await orderOf(idOrNumber);
      return {
        fileName: `invoice-${order.orderNumber}.pdf`,
        bytes: await printInvoices(actor, [order]),
      };
    },

    /** One PDF of the orders' invoices; an unknown id is a 404 naming it, and nothing is numbered. */
    async invoices(actor: Actor, orderIds: string[]): Promise<PdfFile> {
      const ids = [...new Set(orderIds.map((id) => id.toLowerCase()))];
      const found = new Map((await repository.ordersByIds(ids)).map((order) => [order.id, order]));
      const missing = ids.find((id) => !found.has(id));
      if (missing) throw notFound(ORDER_DOCUMENT_MESSAGES.orderNotFound(missing));
      const day = deps.now().toISOString().slice(0, 10);
      return {
        fileName: `invoices-${day}-${ids.length}.pdf`,
        bytes: await printInvoices(
          actor,
          ids.map((id) => found.get(id)!),
        ),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
