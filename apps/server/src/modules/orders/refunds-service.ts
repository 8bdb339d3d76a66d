import type { Transaction } from '../../db/client';
import type { RefundSource } from '../../db/schema/orders';
import type { OrderRow, OrdersRepository, ReturnRow } from './orders-repository';

/** A refund the shop owes; `recordRefund` writes one. */
export interface RefundInput {
  orderId: string;
  amountCentavos: number;
  source: RefundSource;
  note: string;
  /** The return this refund settles, if any. */
  returnId?: string | null;
}

/** What the shop owes back: cancellations, returns and protection-plan refunds. */
export function createRefundsService(deps: { repository: OrdersRepository; now: () => Date }) {
  const { repository } = deps;

  async function refundedSoFar(orderId: string, tx: Transaction) {
    const refunds = await repository.refundsOf(orderId, tx);
    return refunds.reduce((sum, refund) => sum + refund.amountCentavos, 0);
  }

  async function recordRefund(refund: RefundInput, tx?: Transaction) {
    const write = (executor: Transaction) =>
      repository.insertRefund({ ...refund, createdAt: deps.now() }, executor);
    return tx ? write(tx) : repository.transaction(write);
  }

  return {
    recordRefund,
    refundedSoFar,

    /** Refunds what was paid and not refunded yet (a policy refund may have come first). */
    async refundTheRest(order: OrderRow, note: string, tx: Transaction) {
      const amount = order.totalCentavos - (await refundedSoFar(order.id, tx));
      if (amount <= 0) return null;
      await recordRefund(
        { orderId: order.id, amountCentavos: amount, source: 'cancellation', note },
        tx,
      );
      return amount;
    },

    /**
     * The returned units' share of what was paid for their lines (shipping is not refunded),
     * less what staff already refunded for this return.
     */
    async refundReturn(order: OrderRow, request: ReturnRow, tx: Transaction) {
      const items = new Map((await repository.items(order.id, tx)).map((item) => [item.id, item]));
      let amount = 0;
      for (const line of await repository.returnItems([request.id], tx)) {
        const item = items.get(line.orderItemId);
        if (item) amount += Math.round((item.netCentavos * line.quantity) / item.quantity);
      }
      const earlier = await repository.refundsOf(order.id, tx);
      for (const refund of earlier) {
        if (refund.returnId === request.id) amount -= refund.amountCentavos;
      }
      const refunded = earlier.reduce((sum, refund) => sum + refund.amountCentavos, 0);
      amount = Math.min(amount, order.totalCentavos - refunded);
      if (amount <= 0) return null;
      await recordRefund(
        {
          orderId: order.id,
          amountCentavos: amount,
          source: 'return',
          note: `Return of order ${order.orderNumber}`,
          returnId: request.id,
        },
        tx,
      );
      return amount;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
