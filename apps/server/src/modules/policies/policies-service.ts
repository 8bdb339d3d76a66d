import type { Policy } from '@shop/shared';
import { nextOrderStatus } from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError, conflict, notFound } from '../../errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import type {
  OrderLifecycleService,
  OrderLine,
  OrdersQueryService,
  RefundsService,
} from '../orders/index';
import { renderPolicyPdf } from '../../platform/pdf/policy-pdf';
import { addDays, coverEndDate, manilaDate } from './calendar';
import {
  POLICY_NOT_FOUND,
  POLICY_REFUND_ALREADY_REQUESTED,
  POLICY_REFUND_NOT_REQUESTED,
  coolingOffEndedMessage,
  requestedAfterCoolingOffMessage,
} from './messages';
import { policyTerms } from './policy-terms';
import type { PoliciesRepository, PolicyRow } from './policies-repository';
import { isUuid } from '../../lib/ids';

/** What policies need from the orders module: reading an order, refunding, the status twin. */
export interface PolicyOrders {
  query: Pick<OrdersQueryService, 'find' | 'itemsOf' | 'customerOf'>;
  lifecycle: Pick<OrderLifecycleService, 'lockOrder' | 'transition'>;
  refunds: Pick<RefundsService, 'recordRefund'>;
}

export const formatPolicyNumber = (sequence: number, issuedOn: string) =>
  `PP-${issuedOn.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;

const variantText = (item: Pick<OrderLine, 'color' | 'size' | 'material'>) =>
  [item.color, item.size, item.material].filter(Boolean).join(' / ');

const pesosText = (centavos: number) =>
  `PHP ${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function createPoliciesService(deps: {
  repository: PoliciesRepository;
  storage: FileStorage;
  /** A getter: the orders services are built after this one (placement calls issueForOrder). */
  orders: () => PolicyOrders;
  coolingOffDays: number;
  shopName: string;
  now: () => Date;
}) {
  const { repository } = deps;
  const today = () => manilaDate(deps.now());

  function present(row: PolicyRow): Policy {
    return {
      _id: row.id,
      policy_number: row.policyNumber,
      order_item_id: row.orderItemId,
      product_name: row.productName,
      plan_name: row.planName,
      years: row.years,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      status: row.status,
      cooling_off_ends_on: row.coolingOffEndsOn,
      can_request_refund: row.status === 'active' && today() <= row.coolingOffEndsOn,
      refund_requested_at: row.refundRequestedAt?.toISOString() ?? null,
    };
  }

  /** Whether the refund was asked for on or before the window's last day (Manila time). */
  const withCoolingOff = (row: PolicyRow) => ({
    ...row,
    inCoolingOff:
      row.refundRequestedAt !== null && manilaDate(row.refundRequestedAt) <= row.coolingOffEndsOn,
  });

  async function owned(userId: string, policyId: string) {
    const row = isUuid(policyId) ? await repository.findOwned(userId, policyId) : undefined;
    if (!row) throw notFound(POLICY_NOT_FOUND);
    return row;
  }

  return {
    /** One policy per order line bought with its protection plan; inside the checkout's transaction. */
    async issueForOrder(orderId: string, tx: Transaction): Promise<void> {
      const order = await deps.orders().lifecycle.lockOrder(orderId, tx);
      if (!order) return;
      const startsOn = manilaDate(order.createdAt);
      const covered = (await deps.orders().query.itemsOf(orderId, tx)).filter(
        (item) =>
          item.withProtectionPlan &&
          item.protectionPlanName !== null &&
          item.protectionPlanYears !== null &&
          item.protectionPlanPriceCentavos !== null,
      );
      const rows = [];
      for (const item of covered) {
        const years = item.protectionPlanYears ?? 0;
        rows.push({
          policyNumber: formatPolicyNumber(await repository.nextPolicySequence(tx), startsOn),
          orderId,
          orderItemId: item.id,
          userId: order.userId,
          productName: variantText(item) ? `${item.name} (${variantText(item)})` : item.name,
          planName: item.protectionPlanName ?? '',
          years,
          units: item.quantity,
          premiumCentavos: (item.protectionPlanPriceCentavos ?? 0) * item.quantity,
          startsOn,
          endsOn: coverEndDate(startsOn, years),
          coolingOffEndsOn: addDays(startsOn, deps.coolingOffDays),
        });
      }
      await repository.insert(rows, tx);
    },

    listForOrder: async (orderId: string) => (await repository.forOrder(orderId)).map(present),

    /** The policy document, generated from what was frozen at checkout. */
    async document(userId: string, policyId: string) {
      const policy = await owned(userId, policyId);
      const orders = deps.orders();
      const order = await orders.query.find(policy.orderId);
      const customer = order ? await orders.query.customerOf(order.userId) : undefined;
      const item = (await orders.query.itemsOf(policy.orderId)).find(
        (line) => line.id === policy.orderItemId,
      );
      const bytes = await renderPolicyPdf({
        shopName: deps.shopName,
        policyNumber: policy.policyNumber,
        issuedOn: policy.startsOn,
        customer: {
          name: customer ? `${customer.firstName} ${customer.lastName}` : '',
          email: customer?.email ?? '',
        },
        orderNumber: order?.orderNumber ?? '',
        item: {
          name: item?.name ?? policy.productName,
          variant: item ? variantText(item) : '',
          units: policy.units,
        },
        plan: {
          name: policy.planName,
          years: policy.years,
          premium: pesosText(policy.premiumCentavos),
        },
        startsOn: policy.startsOn,
        endsOn: policy.endsOn,
        coolingOffEndsOn: policy.coolingOffEndsOn,
        terms: policyTerms(deps.coolingOffDays),
      });
      return { fileName: `policy-${policy.policyNumber}.pdf`, bytes };
    },

    /**
     * Within the cooling-off window: marks the policy, records the premium refund and moves a
     * live order to the *_with_refund twin of its status — all or nothing.
     */
    async requestRefund(userId: string, policyId: string, reason: string): Promise<Policy> {
      if (!isUuid(policyId)) throw notFound(POLICY_NOT_FOUND);
      return repository.transaction(async (tx) => {
        const policy = await repository.findOwnedForUpdate(userId, policyId, tx);
        if (!policy) throw notFound(POLICY_NOT_FOUND);
        if (policy.status !== 'active') throw conflict(POLICY_REFUND_ALREADY_REQUESTED);
        if (today() > policy.coolingOffEndsOn) {
          throw new HttpError(422, coolingOffEndedMessage(policy.coolingOffEndsOn));
        }
        const note = `Refund of protection plan ${policy.policyNumber} requested: ${reason}`;
        const updated = await repository.update(
          policy.id,
          { status: 'refund_requested', refundReason: reason, refundRequestedAt: deps.now() },
          tx,
        );
        const orders = deps.orders();
        await orders.refunds.recordRefund(
          {
            orderId: policy.orderId,
            amountCentavos: policy.premiumCentavos,
            source: 'policy',
            note,
          },
          tx,
        );
        const order = await orders.lifecycle.lockOrder(policy.orderId, tx);
        if (order && nextOrderStatus(order.status, 'request_policy_refund', 'customer')) {
          await orders.lifecycle.transition(
            order.id,
            'request_policy_refund',
            'customer',
            note,
            tx,
          );
        }
        return present(updated ?? policy);
      });
    },

    /** Refund requests for the console (or decided ones), with their cooling-off standing. */
    async refundRequests(query: {
      status: 'refund_requested' | 'refunded' | 'all';
      page: number;
      limit: number;
    }) {
      const statuses: PolicyRow['status'][] =
        query.status === 'all' ? ['refund_requested', 'refunded'] : [query.status];
      const { rows, total } = await repository.byStatus(statuses, query.page, query.limit);
      return { rows: rows.map(withCoolingOff), total };
    },

    /**
     * The shop's decision on a refund request: approved → `refunded`, declined → `active` again
     * (the customer may ask again inside the window). Only a pending request (409), and only
     * approved when it was made inside the cooling-off window (422). `effects` runs in the same
     * transaction (the refund row, the activity log, the customer's mail).
     */
    async decideRefund(
      policyId: string,
      decision: 'approve' | 'decline',
      effects: (tx: Transaction, policy: PolicyRow) => Promise<void>,
    ) {
      if (!isUuid(policyId)) throw notFound(POLICY_NOT_FOUND);
      return repository.transaction(async (tx) => {
        const policy = await repository.findForUpdate(policyId, tx);
        if (!policy) throw notFound(POLICY_NOT_FOUND);
        if (policy.status !== 'refund_requested') throw conflict(POLICY_REFUND_NOT_REQUESTED);
        if (decision === 'approve' && !withCoolingOff(policy).inCoolingOff) {
          throw new HttpError(422, requestedAfterCoolingOffMessage(policy.coolingOffEndsOn));
        }
        const updated = await repository.update(
          policy.id,
          decision === 'approve'
            ? { status: 'refunded' }
            : { status: 'active', refundReason: null, refundRequestedAt: null },
          tx,
        );
        await effects(tx, policy);
        return withCoolingOff(updated ?? policy);
      });
    },

    /** Keeps the customer's signed copy (replacing an earlier one) and hands the stored file back. */
    async storeSignedCopy(userId: string, policyId: string, pdf: Buffer) {
      const policy = await owned(userId, policyId);
      const key = await deps.storage.put(pdf, { extension: 'pdf', contentType: 'application/pdf' });
      await repository.update(policy.id, { signedCopyKey: key });
      if (policy.signedCopyKey) await deps.storage.delete(policy.signedCopyKey);
      const stored = await deps.storage.get(key);
      if (!stored) throw new Error('The stored policy file vanished');
      return { fileName: `policy-${policy.policyNumber}-signed.pdf`, file: stored };
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
