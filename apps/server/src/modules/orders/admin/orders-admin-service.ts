import {
  allowedOrderActions,
  nextOrderStatus,
  orderStatusLabel,
  type OrderStatus,
} from '@shop/shared';
import {
  ORDER_CSV_COLUMNS,
  type AdminOrder,
  type BulkOrderResult,
  type BulkOrderStatusBody,
  type CourierOption,
  type OrderFilters,
  type OrderListQuery,
  type OrderStatusBody,
} from '@shop/shared/admin/orders';
import { stringify } from 'csv-stringify/sync';
import type { Transaction } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../errors';
import { pageMeta } from '../../../lib/pagination';
import type { Actor, ActivityRecord } from '../../activity/index';
import { ORDER_NOT_FOUND } from '../messages';
import { orderTotalsOf } from '../order-columns';
import type { OrderLifecycleService } from '../order-lifecycle-service';
import type { OrderPolicies } from '../order-policies';
import { presentAbroad, protectionPlanOf, variantText } from '../order-presenter';
import type { OrderRow as StoredOrder } from '../orders-repository';
import { headingOf, presentRow, presentTimeline, staffIdsOf } from './orders-admin-present';
import type { OrdersAdminRepository } from './orders-admin-repository';

export interface OrdersAdminDeps {
  repository: OrdersAdminRepository;
  lifecycle: Pick<OrderLifecycleService, 'advance'>;
  policies: Pick<OrderPolicies, 'listForOrder'>;
  /** The couriers staff can ship with besides the one the customer chose. */
  couriers: readonly CourierOption[];
  recordActivity(tx: Transaction, actor: Actor, change: ActivityRecord): Promise<void>;
  projectId: string;
}

const UNKNOWN_COURIER = 'Choose one of the shop’s couriers.';
const money = (centavos: number) => (centavos / 100).toFixed(2);

/** The console's orders: the list, an order's page, staff moves (one or many) and the CSV. */
export function createOrdersAdminService(deps: OrdersAdminDeps) {
  const { repository, projectId } = deps;

  async function found(idOrNumber: string) {
    const row = await repository.find(projectId, idOrNumber);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return row;
  }

  async function detail(idOrNumber: string): Promise<AdminOrder> {
    const row = await found(idOrNumber);
    const { order } = row;
    const [items, history, attempts, requests, policies] = await Promise.all([
      repository.items(order.id),
      repository.history(order.id),
      repository.payments(order.id),
      repository.returns(order.id),
      deps.policies.listForOrder(order.id),
    ]);
    const staffNames = await repository.names(staffIdsOf(history));
    return {
      ...presentRow(
        headingOf(row),
        items.reduce((sum, item) => sum + item.quantity, 0),
      ),
      items: items.map((item) => ({
        id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        sku: item.sku,
        variant: variantText(item),
        imageUrl: item.imageUrl,
        quantity: item.quantity,
        unitPriceCentavos: item.unitPriceCentavos,
        grossCentavos: item.grossCentavos,
        discountCentavos: item.discountCentavos,
        netCentavos: item.netCentavos,
        vatCentavos: item.vatCentavos,
        protectionPlan: protectionPlanOf(item),
      })),
      totals: orderTotalsOf(order),
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      abroad: presentAbroad(order),
      trackingNumber: order.trackingNumber,
      preferredDateTime: order.preferredDateTime,
      preferredAssemblyDate: order.preferredAssemblyDate,
      notes: order.notes,
      paymentChannel: order.paymentChannel,
      paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
      payments: attempts.map((attempt) => ({
        id: attempt.id,
        provider: attempt.provider,
        channel: attempt.channel,
        amountCentavos: attempt.amountCentavos,
        status: attempt.status,
        requestId: attempt.requestId,
        responseId: attempt.responseId,
        responseCode: attempt.responseCode,
        responseMessage: attempt.responseMessage,
        paidAt: attempt.paidAt?.toISOString() ?? null,
        createdAt: attempt.createdAt.toISOString(),
      })),
      policies,
      returns: requests.map((request) => ({
        id: request.id,
        status: request.status,
        statusLabel: orderStatusLabel(request.status),
        reason: request.reason,
        createdAt: request.createdAt.toISOString(),
      })),
      timeline: presentTimeline(history, row.customerName, staffNames),
      next: allowedOrderActions(order.status, 'operator').flatMap((action) => {
        const status = nextOrderStatus(order.status, action, 'operator');
        return status ? [{ action, status, label: orderStatusLabel(status) }] : [];
      }),
    };
  }

  /** The courier a shipment goes with: the customer's choice or one of the shop's. */
  function courierOf(order: StoredOrder, code: string | undefined) {
    if (!code) return undefined;
    if (order.courierCode === code && order.courierName) {
      return { code, name: order.courierName };
    }
    const known = deps.couriers.find((courier) => courier.code === code);
    if (!known) throw badRequest(UNKNOWN_COURIER, { courier: UNKNOWN_COURIER });
    return known;
  }

  /** One staff move in its own transaction, with its activity entry; the order afterwards. */
  async function move(
    actor: Actor,
    orderId: string,
    body: Pick<OrderStatusBody, 'status'> & Partial<OrderStatusBody>,
  ) {
    const row = await found(orderId);
    const courier = courierOf(row.order, body.courier);
    await deps.lifecycle.advance(
      actor.id,
      row.order.id,
      {
        status: body.status,
        trackingNumber: body.trackingNumber,
        note: body.reason ?? body.note,
        courier,
      },
      (tx, before, after) =>
        deps.recordActivity(tx, actor, {
          action: 'order.status',
          recordType: 'order',
          recordId: before.id,
          changes: {
            status: { before: before.status, after: after.status },
            ...(after.trackingNumber !== before.trackingNumber
              ? { trackingNumber: { before: before.trackingNumber, after: after.trackingNumber } }
              : {}),
            ...(after.courierCode !== before.courierCode
              ? { courier: { before: before.courierCode, after: after.courierCode } }
              : {}),
            ...(body.reason ? { reason: { before: null, after: body.reason } } : {}),
          },
        }),
    );
    return row.order.id;
  }

  return {
    detail,

    async list(query: OrderListQuery) {
      const { rows, total } = await repository.page({ ...query, projectId });
      return {
        data: rows.map((row) => presentRow(row, row.itemCount)),
        meta: pageMeta(query, total),
      };
    },

    async move(actor: Actor, idOrNumber: string, body: OrderStatusBody) {
      return detail(await move(actor, idOrNumber, body));
    },

    /** Each order moved on its own: one refusal never undoes the others. */
    async bulkMove(actor: Actor, body: BulkOrderStatusBody): Promise<BulkOrderResult> {
      const ids = [...new Set(body.orderIds)];
      const numbers = await repository.numbers(projectId, ids);
      const results: BulkOrderResult['results'] = [];
      for (const orderId of ids) {
        const orderNumber = numbers.get(orderId) ?? null;
        try {
          await move(actor, orderId, { status: body.status });
          const status: OrderStatus = body.status;
          results.push({
            orderId,
            orderNumber,
            ok: true,
            status,
            message: orderStatusLabel(status),
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ orderId, orderNumber, ok: false, status: null, message: error.message });
        }
      }
      const moved = results.filter((result) => result.ok).length;
      return { results, moved, refused: results.length - moved };
    },

    couriers: () => deps.couriers,

    /** One row per order line (UTF-8 with BOM, so spreadsheets read ₱ and ñ). */
    async exportCsv(filters: OrderFilters) {
      const lines = await repository.exportLines(projectId, filters);
      const rows = lines.map((row) => {
        const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], string | number> = {
          order_number: row.orderNumber,
          created_at: row.createdAt.toISOString(),
          status: orderStatusLabel(row.status),
          customer_name: row.customerName,
          customer_email: row.email,
          customer_mobile: row.mobile ?? '',
          payment_method: row.paymentMethod,
          payment_status: row.paymentStatus,
          fulfillment: row.fulfillmentType,
          pickup_branch: row.branchName ?? '',
          courier: row.courierName ?? '',
          tracking_number: row.trackingNumber ?? '',
          line: row.line.position,
          sku: row.line.sku,
          product: row.line.name,
          variant: variantText(row.line),
          quantity: row.line.quantity,
          unit_price: money(row.line.unitPriceCentavos),
          line_gross: money(row.line.grossCentavos),
          line_discount: money(row.line.discountCentavos),
          line_net: money(row.line.netCentavos),
          line_vat: money(row.line.vatCentavos),
          order_subtotal: money(row.subtotalCentavos),
          order_discount: money(row.discountCentavos),
          order_shipping: money(row.shippingFeeCentavos),
          order_vatable_sales: money(row.vatableSalesCentavos),
          order_vat: money(row.vatCentavos),
          order_total: money(row.totalCentavos),
        };
        return ORDER_CSV_COLUMNS.map((column) => String(cells[column]));
      });
      return `\uFEFF${stringify([[...ORDER_CSV_COLUMNS], ...rows], { eof: true })}`;
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
