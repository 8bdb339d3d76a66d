import { nextOrderStatus, type OrderAction, type OrderActor } from '@shop/shared';
import type { Transaction } from '../../db/client';
import type { ReturnStatus } from '../../db/schema/orders';
import { conflict, type HttpError } from '../../errors';
import type { JobRunner } from '../../platform/jobs/runner';
import type { StockRepository } from '../stock/index';
import {
  ACTORS,
  CANNOT_CANCEL,
  CANNOT_CONFIRM_RECEIPT,
  NO_OPEN_RETURN,
  RETURN_ALREADY_REQUESTED,
  RETURN_NOT_YET,
  RETURN_WINDOW_CLOSED,
  STEP_NOT_ALLOWED,
} from './messages';
import { queueCompletion } from './order-jobs';
import type { OrderMailsService } from './order-mails-service';
import type { OrderPatch, OrderRow, OrdersRepository } from './orders-repository';
import type { RefundsService } from './refunds-service';
import type { ReturnWindow } from './return-window';

/** What a step changes beside the status (the operator's tracking number, an audit note). */
export interface MoveOptions {
  note: string;
  /** The audit's actor; defaults to the machine's actor name. */
  by?: string;
  returnId?: string;
  trackingNumber?: string;
  patch?: OrderPatch;
}

const RETURN_ACTIONS: readonly OrderAction[] = [
  'request_return',
  'accept_return',
  'approve_return',
  'decline_return',
  'withdraw_return',
  'receive_return',
  'mark_returned',
];

const auditActor = (actor: OrderActor) => (actor === 'gateway' ? ACTORS.paynamics : actor);

/** Why a step is refused, in words for the one who asked (409, nothing changed). */
export function refusal(order: OrderRow, action: OrderAction, actor: OrderActor): HttpError {
  if (actor === 'customer') {
    switch (action) {
      case 'cancel':
        return conflict(CANNOT_CANCEL);
      case 'confirm_receipt':
        return conflict(CANNOT_CONFIRM_RECEIPT);
      case 'request_return':
        if (order.status.startsWith('return') || order.status === 'returned')
          return conflict(RETURN_ALREADY_REQUESTED);
        if (order.receivedAt) return conflict(RETURN_WINDOW_CLOSED);
        return conflict(RETURN_NOT_YET);
      case 'withdraw_return':
        return conflict(NO_OPEN_RETURN);
      default:
        return conflict(STEP_NOT_ALLOWED);
    }
  }
  return conflict(
    `Order ${order.orderNumber} is ${order.status}; the step ${action} is not allowed.`,
  );
}

/**
 * The one way an order changes status. Every use case (customer, operator, gateway, jobs,
 * returns) goes through `move`, so the machine and the side effects of a step live here only.
 */
export function createOrderMoves(deps: {
  repository: OrdersRepository;
  jobs: JobRunner;
  stock: Pick<StockRepository, 'release'>;
  refunds: Pick<RefundsService, 'refundTheRest' | 'refundReturn'>;
  mails: Pick<OrderMailsService, 'queue' | 'queueStatus'>;
  returnWindow: ReturnWindow;
  now: () => Date;
}) {
  const { repository, refunds, mails } = deps;

  async function releaseStock(orderId: string, tx: Transaction) {
    for (const item of await repository.items(orderId, tx)) {
      await deps.stock.release(item.variantId, item.branchId, item.quantity, orderId, tx);
    }
  }

  /**
   * The machine decides, the step's side effects follow (stock, refunds, receipt time, the
   * return's own status), the audit grows by one entry and the customer's mail is queued — all
   * in the caller's transaction, on a locked order row.
   */
  async function move(
    order: OrderRow,
    action: OrderAction,
    actor: OrderActor,
    options: MoveOptions,
    tx: Transaction,
  ): Promise<OrderRow> {
    const to = nextOrderStatus(order.status, action, actor);
    if (!to) throw refusal(order, action, actor);
    const now = deps.now();
    const patch: OrderPatch = { ...options.patch, status: to };
    let refundCentavos: number | null = null;
    let returnId = options.returnId;

    if (action === 'cancel' || action === 'seller_cancel' || action === 'expire_payment') {
      await releaseStock(order.id, tx);
      if (order.paymentStatus === 'paid') {
        refundCentavos = await refunds.refundTheRest(order, `Order cancelled: ${options.note}`, tx);
        patch.paymentStatus = 'refund_due';
      } else if (order.paymentStatus !== 'refund_due') {
        patch.paymentStatus = action === 'expire_payment' ? 'expired' : 'cancelled';
      }
    } else if (action === 'ship') {
      if (options.trackingNumber) patch.trackingNumber = options.trackingNumber;
    } else if (action === 'deliver') {
      // Cash on delivery (or at the branch) is collected when the order is handed over.
      if (order.paymentMethod === 'cod' && order.paymentStatus === 'cod_pending') {
        patch.paymentStatus = 'paid';
      }
    } else if (action === 'confirm_receipt') {
      patch.receivedAt = now;
      const windowEnd = deps.returnWindow.endAfter(now);
      await queueCompletion(deps.jobs, order.id, windowEnd, `order-complete:${order.id}`, tx);
    } else if (RETURN_ACTIONS.includes(action)) {
      const request = returnId
        ? await repository.findReturn(returnId, tx)
        : await repository.openReturn(order.id, tx);
      if (!request || request.orderId !== order.id) throw conflict(NO_OPEN_RETURN);
      returnId = request.id;
      await repository.updateReturn(request.id, to as ReturnStatus, tx);
      if (action === 'mark_returned') {
        refundCentavos = await refunds.refundReturn(order, request, tx);
        if (order.paymentStatus === 'paid') patch.paymentStatus = 'refund_due';
      }
      const windowEnd = deps.returnWindow.endOf(order);
      if (to === 'return_cancelled' && windowEnd && windowEnd <= now) {
        // The receipt's completion job found the return open; this one finishes the order.
        const dedupeKey = `order-complete:${order.id}:${request.id}`;
        await queueCompletion(deps.jobs, order.id, now, dedupeKey, tx);
      }
    }

    const updated = await repository.update(order.id, patch, tx);
    const [sequence] = await repository.appendStatus(
      order.id,
      [{ status: to, actor: options.by ?? auditActor(actor), note: options.note, returnId }],
      now,
      tx,
    );
    if (action === 'expire_payment') {
      await mails.queue(order.id, 'expired', tx);
    } else if (action === 'confirm_online_order') {
      await mails.queue(order.id, 'payment_received', tx);
    } else if (actor !== 'gateway' && action !== 'choose_cod' && action !== 'await_payment') {
      await mails.queueStatus(
        { orderId: order.id, status: to, action, note: options.note, refundCentavos, sequence },
        tx,
      );
    }
    return updated;
  }

  return { move };
}

export type OrderMoves = ReturnType<typeof createOrderMoves>;
