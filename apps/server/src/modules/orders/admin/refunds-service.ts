import { formatPeso, fromCentavos } from '@shop/shared';
import {
  REFUND_METHOD_LABELS,
  refundTooHighMessage,
  type RefundMethod,
  type AdminRefund,
  type OrderRefunds,
  type PolicyRefundRow,
  type PolicyRefundsQuery,
  type RecordRefund,
  type RefundPaidInput,
} from '@shop/shared/admin/returns';
import type { Transaction } from '../../../db/client';
import { HttpError, conflict, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import { ORDER_NOT_FOUND } from '../messages';
import type { OrderMailsService } from '../order-mails-service';
import type { OrderRow, OrdersRepository } from '../orders-repository';
import type { ReturnsAdminRepository } from './returns-repository';
import type { Actor, RecordActivity } from './returns-activity';

export const REFUND_NOT_FOUND = 'The refund does not exist.';
export const REFUND_ALREADY_PAID = 'This refund was already paid out.';
export const RETURN_OF_OTHER_ORDER = 'This return is not one of the order’s.';
export const POLICY_REFUND_NOT_FOUND = 'The protection plan does not exist.';

const peso = (centavos: number) => formatPeso(fromCentavos(centavos));

/**
 * What the customer paid: an online payment once the gateway confirmed it, cash on delivery
 * (or at the branch) once the order was handed over — both leave the payment `paid`, or
 * `refund_due` after a refund was owed. Anything else paid nothing yet.
 */
export const paidCentavos = (order: Pick<OrderRow, 'paymentStatus' | 'totalCentavos'>) =>
  order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due' ? order.totalCentavos : 0;

/** A protection-plan policy as the console's decisions need it (the policies module's row). */
export interface PolicyRefundRecord {
  id: string;
  policyNumber: string;
  orderId: string;
  userId: string;
  status: string;
  productName: string;
  planName: string;
  premiumCentavos: number;
  refundReason: string | null;
  refundRequestedAt: Date | null;
  coolingOffEndsOn: string;
}

/** What the policies module offers the console (app.ts passes `app.policies`). */
export interface PolicyRefundDecisions {
  refundRequests(query: PolicyRefundsQuery): Promise<{
    rows: (PolicyRefundRecord & { inCoolingOff: boolean })[];
    total: number;
  }>;
  decideRefund(
    policyId: string,
    decision: 'approve' | 'decline',
    effects: (tx: Transaction, policy: PolicyRefundRecord) => Promise<void>,
  ): Promise<PolicyRefundRecord & { inCoolingOff: boolean }>;
}

/** Refunds in the console: an order's list, a payout recorded, a pending one paid out. */
export function createRefundsAdminService(deps: {
  repository: ReturnsAdminRepository;
  orders: OrdersRepository;
  mails: Pick<OrderMailsService, 'queueNotice'>;
  policies: PolicyRefundDecisions;
  recordActivity: RecordActivity;
  now: () => Date;
}) {
  const { repository, orders } = deps;

  async function findOrder(orderId: string) {
    const order = isUuid(orderId) ? await orders.find(orderId) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  async function ofOrder(orderId: string): Promise<OrderRefunds> {
    const order = await findOrder(orderId);
    const rows = await repository.refunds(order.id);
    const refunds: AdminRefund[] = rows.map(({ refund, recordedBy }) => ({
      id: refund.id,
      orderId: refund.orderId,
      amountCentavos: refund.amountCentavos,
      source: refund.source,
      status: refund.status === 'done' ? 'paid' : 'pending',
      method: refund.method,
      reference: refund.reference,
      note: refund.note,
      returnId: refund.returnId,
      paidAt: refund.paidAt?.toISOString() ?? null,
      recordedBy: recordedBy ?? null,
      createdAt: refund.createdAt.toISOString(),
    }));
    const paid = paidCentavos(order);
    const refunded = refunds.reduce((sum, refund) => sum + refund.amountCentavos, 0);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      paidCentavos: paid,
      refundedCentavos: refunded,
      remainingCentavos: Math.max(0, paid - refunded),
      refunds,
    };
  }

  const paidOutMail = (order: OrderRow, amount: number, method: string, reference: string) => ({
    orderId: order.id,
    subject: `Refund for order ${order.orderNumber}`,
    paragraphs: [
      `We sent you a refund of ${peso(amount)} for order ${order.orderNumber} by ${REFUND_METHOD_LABELS[method as RefundMethod] ?? method} (reference ${reference}).`,
    ],
  });

  const policyRow = (
    policy: PolicyRefundRecord & { inCoolingOff: boolean },
    order: OrderRow | undefined,
    customer: { id: string; name: string; email: string } | undefined,
  ): PolicyRefundRow => ({
    id: policy.id,
    policyNumber: policy.policyNumber,
    status: policy.status,
    orderId: policy.orderId,
    orderNumber: order?.orderNumber ?? '',
    customer: customer ?? { id: policy.userId, name: '', email: '' },
    productName: policy.productName,
    planName: policy.planName,
    premiumCentavos: policy.premiumCentavos,
    reason: policy.refundReason ?? '',
    requestedAt: policy.refundRequestedAt?.toISOString() ?? null,
    coolingOffEndsOn: policy.coolingOffEndsOn,
    inCoolingOff: policy.inCoolingOff,
  });

  async function presentPolicy(policy: PolicyRefundRecord & { inCoolingOff: boolean }) {
    const [order, customer] = await Promise.all([
      orders.find(policy.orderId),
      repository.customer(policy.userId),
    ]);
    return policyRow(policy, order, customer);
  }

  return {
    ofOrder,

    /**
     * A refund staff paid out (partial refunds allowed). On the locked order row: pending and
     * paid-out refunds together never exceed what the customer paid (409, nothing recorded).
     */
    async record(actor: Actor, orderId: string, input: RecordRefund) {
      const found = await findOrder(orderId);
      await orders.transaction(async (tx) => {
        const order = await orders.findForUpdate(found.id, tx);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        if (input.returnId) {
          const mine = await repository.returnsOfOrder(order.id, [input.returnId], tx);
          if (mine.length === 0) {
            throw new HttpError(400, RETURN_OF_OTHER_ORDER, { returnId: RETURN_OF_OTHER_ORDER });
          }
        }
        const paid = paidCentavos(order);
        const refunded = await repository.refundedTotal(order.id, tx);
        if (refunded + input.amountCentavos > paid) {
          throw conflict(refundTooHighMessage(Math.max(0, paid - refunded), paid));
        }
        const refund = await repository.insertPaidRefund(
          {
            orderId: order.id,
            amountCentavos: input.amountCentavos,
            source: input.returnId ? 'return' : 'manual',
            note: input.note,
            method: input.method,
            reference: input.reference,
            returnId: input.returnId ?? null,
            recordedBy: actor.id,
            at: deps.now(),
          },
          tx,
        );
        await deps.recordActivity(tx, actor, {
          action: 'refund.record',
          recordType: 'order',
          recordId: order.id,
          changes: {
            refund: {
              before: null,
              after: { amountCentavos: refund.amountCentavos, method: input.method },
            },
          },
        });
        await deps.mails.queueNotice(
          {
            ...paidOutMail(order, refund.amountCentavos, input.method, input.reference),
            key: `refund:${refund.id}`,
          },
          tx,
        );
      });
      return ofOrder(found.id);
    },

    /** A pending refund (a seller cancel, a return, a plan refund) paid out by staff. */
    async markPaid(actor: Actor, refundId: string, input: RefundPaidInput) {
      const found = isUuid(refundId) ? await repository.findRefund(refundId) : undefined;
      if (!found) throw notFound(REFUND_NOT_FOUND);
      await orders.transaction(async (tx) => {
        const order = await orders.findForUpdate(found.orderId, tx);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const paid = await repository.markRefundPaid(
          refundId,
          { ...input, recordedBy: actor.id, at: deps.now() },
          tx,
        );
        if (!paid) throw conflict(REFUND_ALREADY_PAID);
        await deps.recordActivity(tx, actor, {
          action: 'refund.paid',
          recordType: 'order',
          recordId: order.id,
          changes: { [`refund ${paid.id}`]: { before: 'pending', after: 'paid' } },
        });
        await deps.mails.queueNotice(
          {
            ...paidOutMail(order, paid.amountCentavos, input.method, input.reference),
            key: `refund:${paid.id}`,
          },
          tx,
        );
      });
      return ofOrder(found.orderId);
    },

    async policyRefunds(query: PolicyRefundsQuery) {
      const { rows, total } = await deps.policies.refundRequests(query);
      return { data: await Promise.all(rows.map(presentPolicy)), meta: pageMeta(query, total) };
    },

    /**
     * Approve (the policy is refunded; its premium refund, recorded when the customer asked,
     * waits to be paid out) or decline (the policy is active again and the pending premium
     * refund is dropped). The customer is mailed the decision and the note.
     */
    async decidePolicyRefund(
      actor: Actor,
      policyId: string,
      decision: 'approve' | 'decline',
      note: string,
    ) {
      if (!isUuid(policyId)) throw notFound(POLICY_REFUND_NOT_FOUND);
      const decided = await deps.policies.decideRefund(policyId, decision, async (tx, policy) => {
        if (decision === 'decline') {
          await repository.dropPendingRefunds(
            policy.orderId,
            'policy',
            `Refund of protection plan ${policy.policyNumber} `,
            tx,
          );
        }
        await deps.recordActivity(tx, actor, {
          action: `policy_refund.${decision}`,
          recordType: 'policy',
          recordId: policy.id,
          changes: {
            status: {
              before: policy.status,
              after: decision === 'approve' ? 'refunded' : 'active',
            },
            ...(note ? { note: { before: null, after: note } } : {}),
          },
        });
        const approved = decision === 'approve';
        await deps.mails.queueNotice(
          {
            orderId: policy.orderId,
            subject: `Protection plan ${policy.policyNumber}: refund ${approved ? 'approved' : 'declined'}`,
            paragraphs: [
              approved
                ? `We approved the refund of ${peso(policy.premiumCentavos)} for your protection plan ${policy.policyNumber} (${policy.planName}). We will let you know when the money is on its way.`
                : `We declined the refund of your protection plan ${policy.policyNumber} (${policy.planName}); the plan stays active.`,
              ...(note ? [note] : []),
            ],
            key: `policy-refund:${policy.id}:${decision}:${deps.now().getTime()}`,
          },
          tx,
        );
      });
      return presentPolicy(decided);
    },
  };
}

export type RefundsAdminService = ReturnType<typeof createRefundsAdminService>;
