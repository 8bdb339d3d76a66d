import {
  allowedOrderActions,
  nextOrderStatus,
  orderStatusLabel,
  type OrderAction,
  type OrderReturn,
} from '@shop/shared';
import {
  RETURN_QUEUE_STATUSES,
  type AdminReturnDetail,
  type AdminReturnRow,
  type AdminReturnsQuery,
  type ReturnAction,
} from '@shop/shared/admin/returns';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import type { StockRepository } from '../../stock/index';
import { RETURN_NOT_FOUND } from '../messages';
import { variantText } from '../order-presenter';
import {
  CLOSED_RETURN_STATUSES,
  type OrderRow,
  type OrdersRepository,
  type ReturnRow,
} from '../orders-repository';
import type { OperatorReturnAction, ReturnsService } from '../returns-service';
import type { RefundsAdminService } from './refunds-service';
import type { ReturnsAdminRepository } from './returns-repository';
import type { Actor, RecordActivity } from './returns-activity';

/** The console's names of the machine's return steps. */
const STEP_OF: Record<ReturnAction, OperatorReturnAction> = {
  review: 'accept_return',
  approve: 'approve_return',
  decline: 'decline_return',
  in_transit: 'receive_return',
  receive: 'mark_returned',
};
const ACTION_OF = new Map<OrderAction, ReturnAction>(
  Object.entries(STEP_OF).map(([action, step]) => [step, action as ReturnAction]),
);

export const BRANCH_UNKNOWN = 'This branch does not exist.';

export const adminPhotoUrl = (photoId: string) => `/api/v1/admin/return-photos/${photoId}`;

export type ReceiveInput =
  | { disposition: 'restocked'; branchId: string; note: string }
  | { disposition: 'written_off'; note: string };

/** The returns queue and a return's page, and the staff's steps on it. */
export function createReturnsAdminService(deps: {
  repository: ReturnsAdminRepository;
  orders: OrdersRepository;
  returns: Pick<ReturnsService, 'presentReturns' | 'step' | 'openPhotoForOperator'>;
  refunds: Pick<RefundsAdminService, 'ofOrder'>;
  stock: Pick<StockRepository, 'restockReturn'>;
  recordActivity: RecordActivity;
  now: () => Date;
}) {
  const { repository, orders } = deps;

  async function findReturn(returnId: string) {
    const request = isUuid(returnId) ? await orders.findReturn(returnId) : undefined;
    if (!request) throw notFound(RETURN_NOT_FOUND);
    return request;
  }

  function allowedActions(request: ReturnRow, order: OrderRow): ReturnAction[] {
    if (CLOSED_RETURN_STATUSES.includes(request.status)) return [];
    return allowedOrderActions(order.status, 'operator').flatMap((action) => {
      const mine = ACTION_OF.get(action);
      return mine ? [mine] : [];
    });
  }

  async function detail(returnId: string): Promise<AdminReturnDetail> {
    const request = await findReturn(returnId);
    const [order, customer, items, [presented], branches] = await Promise.all([
      orders.find(request.orderId),
      repository.customer(request.userId),
      orders.items(request.orderId),
      deps.returns.presentReturns([request], 'operator'),
      orders.branchNames(request.restockBranchId ? [request.restockBranchId] : []),
    ]);
    if (!order || !customer || !presented) throw notFound(RETURN_NOT_FOUND);
    const lines = new Map(items.map((item) => [item.id, item]));
    return {
      id: request.id,
      status: request.status,
      statusLabel: orderStatusLabel(request.status),
      reason: request.reason,
      details: request.details,
      decisionNote: request.decisionNote,
      createdAt: request.createdAt.toISOString(),
      receivedAt: request.receivedAt?.toISOString() ?? null,
      disposition: request.disposition,
      restockBranch: request.restockBranchId
        ? {
            id: request.restockBranchId,
            name: branches.get(request.restockBranchId) ?? '',
          }
        : null,
      customer,
      order: {
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        statusLabel: orderStatusLabel(order.status),
        totalCentavos: order.totalCentavos,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
      },
      items: presented.items.map((line) => {
        const item = lines.get(line.order_item_id);
        return {
          orderItemId: line.order_item_id,
          name: line.name,
          sku: item?.sku ?? '',
          variant: item ? variantText(item) : line.variant,
          imageUrl: line.image?.url ?? null,
          quantity: line.quantity,
          orderedQuantity: item?.quantity ?? line.quantity,
          netCentavos: item?.netCentavos ?? 0,
        };
      }),
      photos: presented.photos.map((photo) => ({ id: photo._id, url: adminPhotoUrl(photo._id) })),
      timeline: presented.audit,
      allowedActions: allowedActions(request, order),
      refunds: await deps.refunds.ofOrder(order.id),
    };
  }

  /** One step through the orders' returns service, logged with the staff member's name. */
  async function act(
    actor: Actor,
    returnId: string,
    action: ReturnAction,
    note: string,
    effects?: (tx: Transaction, order: OrderRow, request: ReturnRow) => Promise<unknown>,
  ) {
    const done: OrderReturn = await deps.returns.step(
      actor.id,
      returnId,
      STEP_OF[action],
      note,
      async (tx, order, request) => {
        await effects?.(tx, order, request);
        await deps.recordActivity(tx, actor, {
          action: `return.${action}`,
          recordType: 'return',
          recordId: request.id,
          changes: {
            status: {
              before: request.status,
              after: nextOrderStatus(order.status, STEP_OF[action], 'operator') ?? request.status,
            },
            ...(note ? { note: { before: null, after: note } } : {}),
          },
        });
      },
    );
    return detail(done._id);
  }

  return {
    detail,

    async queue(query: AdminReturnsQuery) {
      const { rows, total } = await repository.queue({
        status: query.status ? RETURN_QUEUE_STATUSES[query.status] : undefined,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
      });
      const data: AdminReturnRow[] = rows.map((row) => ({
        id: row.request.id,
        orderId: row.request.orderId,
        orderNumber: row.orderNumber,
        status: row.request.status,
        statusLabel: orderStatusLabel(row.request.status),
        customer: { id: row.request.userId, name: row.name, email: row.email, mobile: row.mobile },
        reason: row.request.reason,
        units: Number(row.units),
        photoCount: Number(row.photoCount),
        createdAt: row.request.createdAt.toISOString(),
      }));
      return { data, meta: pageMeta(query, total) };
    },

    openPhoto: (photoId: string) => deps.returns.openPhotoForOperator(photoId),

    review: (actor: Actor, returnId: string) => act(actor, returnId, 'review', ''),
    approve: (actor: Actor, returnId: string, note: string) =>
      act(actor, returnId, 'approve', note),
    decline: (actor: Actor, returnId: string, note: string) =>
      act(actor, returnId, 'decline', note),
    inTransit: (actor: Actor, returnId: string, note: string) =>
      act(actor, returnId, 'in_transit', note),

    /**
     * The items are in hand: the return is complete. Restocked units go back to the chosen
     * branch's shelf (a `return` row of the stock ledger per line, the returned units only);
     * written-off units add nothing.
     */
    async receive(actor: Actor, returnId: string, input: ReceiveInput) {
      const branchId = input.disposition === 'restocked' ? input.branchId : null;
      if (branchId && !(await orders.branchNames([branchId])).has(branchId)) {
        throw new HttpError(400, BRANCH_UNKNOWN, { branchId: BRANCH_UNKNOWN });
      }
      return act(actor, returnId, 'receive', input.note, async (tx, order, request) => {
        if (branchId) {
          const items = new Map((await orders.items(order.id, tx)).map((item) => [item.id, item]));
          for (const line of await orders.returnItems([request.id], tx)) {
            const item = items.get(line.orderItemId);
            if (!item) continue;
            await deps.stock.restockReturn(
              item.variantId,
              branchId,
              line.quantity,
              {
                orderId: order.id,
                actorId: actor.id,
                note: `Return of order ${order.orderNumber}`,
              },
              tx,
            );
          }
        }
        await orders.annotateReturn(
          request.id,
          {
            receivedAt: deps.now(),
            disposition: input.disposition,
            restockBranchId: branchId,
          },
          tx,
        );
      });
    },
  };
}

export type ReturnsAdminService = ReturnType<typeof createReturnsAdminService>;
