import {
  findOrderTransition,
  nextOrderStatus,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  type UpdateOrderStatusBody,
} from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError, conflict } from '../../errors';
import type { JobRunner } from '../../platform/jobs/runner';
import {
  ACTORS,
  notAllowedMove,
  OPERATOR_NOTES,
  operatorActor,
  PAYMENT_EXPIRED_NOTE,
  TRACKING_NUMBER_NEEDED,
  withDetails,
} from './messages';
import { ORDER_JOBS } from './order-jobs';
import type { OrderLookup } from './order-lookup';
import type { OrderMoves } from './order-moves';
import type { OrderRow, OrdersRepository } from './orders-repository';
import type { OrdersQueryService } from './orders-query-service';
import type { RefundsService } from './refunds-service';
import type { ReturnsService } from './returns-service';
import type { ReturnWindow } from './return-window';

/**
 * Who moves an order along, and when: the customer's own steps, the operator's, the gateway's
 * payment, other modules' `transition`, and the expiry and completion jobs. Each takes the order
 * row's lock and applies the one `move` step.
 */
export function createOrderLifecycleService(deps: {
  repository: OrdersRepository;
  lookup: Pick<OrderLookup, 'owned' | 'locked' | 'byIdOrNumber'>;
  moves: OrderMoves;
  returns: Pick<ReturnsService, 'request' | 'withdraw'>;
  refunds: Pick<RefundsService, 'refundTheRest'>;
  /** The order as its reader sees it after the step. */
  present: Pick<OrdersQueryService, 'detail' | 'operatorDetail'>;
  jobs: JobRunner;
  returnWindow: ReturnWindow;
  now: () => Date;
}) {
  const { repository, lookup, moves, jobs } = deps;

  /** Locks the order, applies one step and returns the new status (for other modules). */
  async function transition(
    orderId: string,
    action: OrderAction,
    actor: OrderActor,
    note: string,
    tx?: Transaction,
  ): Promise<OrderStatus> {
    const run = async (executor: Transaction) =>
      (await moves.move(await lookup.locked(orderId, executor), action, actor, { note }, executor))
        .status as OrderStatus;
    if (tx) return run(tx);
    const status = await repository.transaction(run);
    jobs.kick();
    return status;
  }

  /** The expiry job: still unpaid → cancelled by the seller, stock back on the shelf. */
  async function expireUnpaid(orderId: string) {
    await repository.transaction(async (tx) => {
      const order = await repository.findForUpdate(orderId, tx);
      if (!order || !nextOrderStatus(order.status, 'expire_payment', 'system')) return;
      await moves.move(order, 'expire_payment', 'system', { note: PAYMENT_EXPIRED_NOTE }, tx);
    });
  }

  /** The completion job: the return window is over and no return is open. */
  async function completeAfterReturnWindow(orderId: string) {
    await repository.transaction(async (tx) => {
      const order = await repository.findForUpdate(orderId, tx);
      const end = order && deps.returnWindow.endOf(order);
      if (!order || !end || deps.now() < end) return;
      if (!nextOrderStatus(order.status, 'complete', 'system')) return;
      await moves.move(order, 'complete', 'system', { note: 'The return window has ended' }, tx);
    });
  }

  /** The operator's audit note for a step: theirs, or the step's own words. */
  function operatorNote(action: OrderAction, trackingNumber: string | undefined, note?: string) {
    const shipped = `Shipped with tracking number ${trackingNumber}`;
    const fallback = action === 'ship' ? shipped : (OPERATOR_NOTES[action] ?? '');
    const given = note?.trim();
    if (!given) return fallback;
    return action === 'ship' ? `${shipped}: ${given}` : given;
  }

  return {
    transition,
    expireUnpaid,
    completeAfterReturnWindow,
    /** The order row locked for the caller's transaction, or undefined. */
    lockOrder: (orderId: string, tx: Transaction) => repository.findForUpdate(orderId, tx),

    /** The customer's own step (PUT /api/orders/update-status/{id}); the order afterwards. */
    async updateStatus(userId: string, orderId: string, body: UpdateOrderStatusBody) {
      const order = await lookup.owned(userId, orderId);
      await repository.transaction(async (tx) => {
        const current = await lookup.locked(order.id, tx);
        switch (body.action) {
          case 'cancel':
            return moves.move(
              current,
              'cancel',
              'customer',
              { note: withDetails(body.reason, body.details) },
              tx,
            );
          case 'confirm_receipt':
            return moves.move(
              current,
              'confirm_receipt',
              'customer',
              { note: 'Receipt confirmed by the customer' },
              tx,
            );
          case 'request_return':
            return deps.returns.request(userId, current, body, tx);
          case 'withdraw_return':
            return deps.returns.withdraw(current, body.returnId, tx);
        }
      });
      jobs.kick();
      return deps.present.detail(userId, orderId);
    },

    /**
     * Moves an order to `status` when the machine lets an operator take that step. The console
     * also names the courier of a shipment and records the move in its activity log (`record`,
     * in the step's own transaction).
     */
    async advance(
      operatorId: string,
      idOrNumber: string,
      input: {
        status: string;
        trackingNumber?: string;
        note?: string;
        courier?: { code: string; name: string };
      },
      record?: (tx: Transaction, before: OrderRow, after: OrderRow) => Promise<void>,
    ) {
      const found = await lookup.byIdOrNumber(idOrNumber);
      await repository.transaction(async (tx) => {
        const order = await lookup.locked(found.id, tx);
        const step = findOrderTransition(order.status, input.status, 'operator');
        if (!step) throw conflict(notAllowedMove(order.orderNumber, order.status, input.status));
        const trackingNumber = input.trackingNumber?.trim();
        if (step.action === 'ship' && !trackingNumber) {
          throw new HttpError(400, TRACKING_NUMBER_NEEDED, {
            trackingNumber: TRACKING_NUMBER_NEEDED,
          });
        }
        const courier =
          step.action === 'ship' && input.courier
            ? { courierCode: input.courier.code, courierName: input.courier.name }
            : undefined;
        const after = await moves.move(
          order,
          step.action,
          'operator',
          {
            note: operatorNote(step.action, trackingNumber, input.note),
            by: operatorActor(operatorId),
            trackingNumber,
            patch: courier,
          },
          tx,
        );
        await record?.(tx, order, after);
      });
      jobs.kick();
      return deps.present.operatorDetail(found.id);
    },

    /** Paid online: payment_received, then order_placed_online_payment, both audited. */
    async recordPayment(
      order: OrderRow,
      payment: { channelName: string; reference: string },
      tx: Transaction,
    ): Promise<'paid' | 'refund_due' | 'unchanged'> {
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due')
        return 'unchanged';
      if (!nextOrderStatus(order.status, 'receive_payment', 'gateway')) {
        // The money came after the order was cancelled: keep the record, someone refunds it.
        const note = `Payment received after the order was cancelled (reference ${payment.reference}); a refund is due`;
        await repository.update(order.id, { paymentStatus: 'refund_due' }, tx);
        await repository.appendStatus(
          order.id,
          [{ status: order.status, actor: ACTORS.paynamics, note }],
          deps.now(),
          tx,
        );
        await deps.refunds.refundTheRest(order, note, tx);
        return 'refund_due';
      }
      const paid = await moves.move(
        order,
        'receive_payment',
        'gateway',
        {
          note: `Paid by ${payment.channelName} (reference ${payment.reference})`,
          patch: { paymentStatus: 'paid' },
        },
        tx,
      );
      await moves.move(paid, 'confirm_online_order', 'system', { note: 'Order confirmed' }, tx);
      return 'paid';
    },

    registerJobs(runner: JobRunner) {
      runner.register(ORDER_JOBS.expireUnpaid, async (payload) => {
        await expireUnpaid(String(payload['orderId']));
      });
      runner.register(ORDER_JOBS.complete, async (payload) => {
        await completeAfterReturnWindow(String(payload['orderId']));
      });
    },
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
