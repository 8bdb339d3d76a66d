import { nextOrderStatus, type AbroadCheckoutOutput } from '@shop/shared';
import type { Transaction } from '../../db/client';
import type { AddressSnapshot, FulfillmentType, PaymentMethod } from '../../db/schema/orders';
import type { JobRunner } from '../../platform/jobs/runner';
import { ACTORS } from './messages';
import { queueExpiry } from './order-jobs';
import type { OrderMailsService } from './order-mails-service';
import type { OrderPolicies } from './order-policies';
import type { NewOrderItem, OrderRow, OrdersRepository } from './orders-repository';

export interface PlaceOrderInput {
  /** The order's id when the caller chose it beforehand (checkout names its stock rows with it). */
  id?: string;
  userId: string;
  fulfillmentType: FulfillmentType;
  pickupBranchId: string | null;
  pickupBranchName: string | null;
  shippingAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  courier: { code: string; name: string } | null;
  preferredDateTime: string | null;
  preferredAssemblyDate: string | null;
  notes: string;
  trackStatus: boolean;
  discountCode: string | null;
  totals: {
    subtotalCentavos: number;
    discountCentavos: number;
    shippingFeeCentavos: number;
    vatCentavos: number;
    vatableSalesCentavos: number;
    totalCentavos: number;
  };
  paymentMethod: PaymentMethod;
  paymentChannel: { code: string; name: string } | null;
  /** A buyer abroad and the recipient in the Philippines; null for an order at home. */
  abroad: AbroadCheckoutOutput | null;
  items: NewOrderItem[];
}

/** CF-2026-000123: the year in Manila, then the shop-wide sequence. */
export function formatOrderNumber(sequence: number, now: Date): string {
  return `${orderNumberPrefix(now)}${String(sequence).padStart(6, '0')}`;
}

/** `CF-2026-`: what comes before the sequence number. */
export function orderNumberPrefix(now: Date): string {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return `CF-${year}-`;
}

/** A new order from a checkout: its number, first statuses, policies, mails and expiry. */
export function createOrderPlacementService(deps: {
  repository: OrdersRepository;
  jobs: JobRunner;
  mails: Pick<OrderMailsService, 'queue'>;
  policies: Pick<OrderPolicies, 'issueForOrder'>;
  projectId: string;
  unpaidOrderTtlMinutes: number;
  now: () => Date;
}) {
  const { repository } = deps;

  /** The status after `order_placed` and why: waiting for the money, or cash on hand-over. */
  function secondStatus(input: PlaceOrderInput) {
    const online = input.paymentMethod === 'online';
    const status = nextOrderStatus(
      'order_placed',
      online ? 'await_payment' : 'choose_cod',
      'system',
    );
    if (!status) throw new Error('The status machine has no first step for new orders');
    return {
      status,
      actor: ACTORS.system,
      note: online
        ? `Waiting for online payment (${input.paymentChannel?.name ?? 'online'})`
        : input.fulfillmentType === 'pickup'
          ? `Pay at ${input.pickupBranchName ?? 'the branch'} on pickup`
          : 'Cash on delivery',
    };
  }

  return {
    /**
     * Writes the order, its items and its first status entries, and queues its mails (and,
     * when paid online, its expiry) — all inside the checkout's transaction.
     */
    async place(input: PlaceOrderInput, tx: Transaction): Promise<OrderRow> {
      const now = deps.now();
      const online = input.paymentMethod === 'online';
      const paymentStatus = online ? 'awaiting_payment' : 'cod_pending';
      const second = secondStatus(input);
      const paymentDueAt = online
        ? new Date(now.getTime() + deps.unpaidOrderTtlMinutes * 60_000)
        : null;
      const order = await repository.insert(
        {
          ...(input.id ? { id: input.id } : {}),
          projectId: deps.projectId,
          userId: input.userId,
          // The number is taken from the sequence in the insert itself (one statement less).
          orderNumberPrefix: orderNumberPrefix(now),
          status: second.status,
          fulfillmentType: input.fulfillmentType,
          pickupBranchId: input.pickupBranchId,
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress,
          courierCode: input.courier?.code ?? null,
          courierName: input.courier?.name ?? null,
          preferredDateTime: input.preferredDateTime,
          preferredAssemblyDate: input.preferredAssemblyDate,
          notes: input.notes,
          trackStatus: input.trackStatus,
          discountCode: input.discountCode,
          ...input.totals,
          paymentMethod: input.paymentMethod,
          paymentChannel: input.paymentChannel?.code ?? null,
          paymentStatus,
          paymentDueAt,
          buyerCountry: input.abroad?.country ?? null,
          buyerMobile: input.abroad?.buyerMobile ?? null,
          recipientName: input.abroad?.recipient.name ?? null,
          recipientMobile: input.abroad?.recipient.mobile ?? null,
          recipientEmail: input.abroad?.recipient.email ?? null,
          createdAt: now,
        },
        input.items,
        tx,
      );
      // Policies are issued only for lines bought with a protection plan: none, nothing to read.
      if (input.items.some((item) => item.withProtectionPlan)) {
        await deps.policies.issueForOrder(order.id, tx);
      }
      await repository.appendStatus(
        order.id,
        [{ status: 'order_placed', actor: ACTORS.customer, note: 'Order placed' }, second],
        now,
        tx,
        0,
      );
      await deps.mails.queue(order.id, 'confirmation', tx);
      if (paymentDueAt) await queueExpiry(deps.jobs, order.id, paymentDueAt, tx);
      return order;
    },
  };
}

export type OrderPlacementService = ReturnType<typeof createOrderPlacementService>;
