import type { Transaction } from '../../db/client';
import type { AddressSnapshot, FulfillmentType, PaymentMethod } from '../../db/schema/orders';
import { notFound } from '../../errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { JobRunner } from '../../platform/jobs/runner';
import { isUuid } from '../checkout/ids';
import { orderMail, type OrderMailKind } from './order-mails';
import { presentOrderDetail } from './order-presenter';
import type { NewOrderItem, OrderRow, OrdersRepository, StatusEntry } from './orders-repository';
import { ACTORS, ORDER_NOT_FOUND, PAYMENT_EXPIRED_NOTE } from './messages';

export const ORDER_JOBS = { mail: 'order.mail', expireUnpaid: 'order.expire-unpaid' } as const;

export interface PlaceOrderInput {
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
  items: NewOrderItem[];
}

/** CF-2026-000123: the year in Manila, then the shop-wide sequence. */
export function formatOrderNumber(sequence: number, now: Date): string {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return `CF-${year}-${String(sequence).padStart(6, '0')}`;
}

export function createOrdersService(deps: {
  repository: OrdersRepository;
  jobs: JobRunner;
  mailer: Mailer;
  publicUrl: string;
  projectId: string;
  unpaidOrderTtlMinutes: number;
  now: () => Date;
}) {
  const { repository, jobs } = deps;

  const mailJob = (orderId: string, kind: OrderMailKind, tx: Transaction) =>
    jobs.enqueue(
      {
        type: ORDER_JOBS.mail,
        payload: { orderId, kind },
        dedupeKey: `order-mail:${kind}:${orderId}`,
      },
      tx,
    );

  async function releaseStock(orderId: string, tx: Transaction) {
    for (const item of await repository.items(orderId, tx)) {
      await repository.releaseStock(item.variantId, item.branchId, item.quantity, tx);
    }
  }

  async function owned(userId: string, orderId: string) {
    const order = isUuid(orderId) ? await repository.findOwned(userId, orderId) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The expiry job: still unpaid → cancelled by the seller, stock back on the shelf. */
  async function expireUnpaid(orderId: string) {
    await repository.transaction(async (tx) => {
      const order = await repository.findForUpdate(orderId, tx);
      if (!order || order.status !== 'order_placed_awaiting_payment') return;
      await repository.update(
        orderId,
        { status: 'cancelled_seller', paymentStatus: 'expired' },
        tx,
      );
      await repository.appendStatus(
        orderId,
        [{ status: 'cancelled_seller', actor: ACTORS.system, note: PAYMENT_EXPIRED_NOTE }],
        deps.now(),
        tx,
      );
      await releaseStock(orderId, tx);
      await mailJob(orderId, 'expired', tx);
    });
  }

  async function sendMail(orderId: string, kind: OrderMailKind) {
    const order = await repository.find(orderId);
    if (!order) return;
    const [items, customer, branches] = [
      await repository.items(orderId),
      await repository.customer(order.userId),
      await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
    ];
    if (!customer) return;
    const content = orderMail(kind, {
      order,
      items,
      firstName: customer.firstName,
      publicUrl: deps.publicUrl,
      pickupBranch: order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null,
    });
    await deps.mailer.send({ to: customer.email, ...content });
  }

  return {
    /**
     * Writes the order, its items and its first status entries, and queues its mails (and,
     * when paid online, its expiry) — all inside the checkout's transaction.
     */
    async place(input: PlaceOrderInput, tx: Transaction): Promise<OrderRow> {
      const now = deps.now();
      const online = input.paymentMethod === 'online';
      const orderNumber = formatOrderNumber(await repository.nextOrderSequence(tx), now);
      const paymentStatus = online ? 'awaiting_payment' : 'cod_pending';
      const second = online
        ? {
            status: 'order_placed_awaiting_payment',
            actor: ACTORS.system,
            note: `Waiting for online payment (${input.paymentChannel?.name ?? 'online'})`,
          }
        : {
            status: 'order_placed_cod_payment',
            actor: ACTORS.system,
            note:
              input.fulfillmentType === 'pickup'
                ? `Pay at ${input.pickupBranchName ?? 'the branch'} on pickup`
                : 'Cash on delivery',
          };
      const paymentDueAt = online
        ? new Date(now.getTime() + deps.unpaidOrderTtlMinutes * 60_000)
        : null;
      const order = await repository.insert(
        {
          projectId: deps.projectId,
          userId: input.userId,
          orderNumber,
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
          createdAt: now,
        },
        input.items,
        tx,
      );
      await repository.appendStatus(
        order.id,
        [{ status: 'order_placed', actor: ACTORS.customer, note: 'Order placed' }, second],
        now,
        tx,
      );
      await mailJob(order.id, 'confirmation', tx);
      if (paymentDueAt) {
        await jobs.enqueue(
          {
            type: ORDER_JOBS.expireUnpaid,
            payload: { orderId: order.id },
            runAt: paymentDueAt,
            dedupeKey: `order-expiry:${order.id}`,
          },
          tx,
        );
      }
      return order;
    },

    async detail(userId: string, orderId: string) {
      const order = await owned(userId, orderId);
      const [items, history, branches] = [
        await repository.items(order.id),
        await repository.history(order.id),
        await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
      ];
      const branch = order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null;
      return presentOrderDetail(order, items, history, branch);
    },

    owned,
    /** One of the caller's orders, or undefined (no error). */
    findOwned: (userId: string, orderId: string) =>
      isUuid(orderId) ? repository.findOwned(userId, orderId) : Promise.resolve(undefined),
    expireUnpaid,
    sendMail,
    lockOrder: (orderId: string, tx: Transaction) => repository.findForUpdate(orderId, tx),
    /** False when the branch no longer has the units (another checkout took them). */
    reserveStock: (variantId: string, branchId: string, units: number, tx: Transaction) =>
      repository.reserveStock(variantId, branchId, units, tx),
    stockLeft: (variantId: string, branchId: string, tx: Transaction) =>
      repository.stockLeft(variantId, branchId, tx),
    find: (orderId: string) => repository.find(orderId),

    /** Who pays and what for: the customer, and the lines as the gateway lists them. */
    async paymentDetails(order: OrderRow) {
      const customer = await repository.customer(order.userId);
      const items = (await repository.items(order.id)).map((item) => ({
        name: item.name,
        quantity: item.quantity,
        amountCentavos: item.netCentavos,
      }));
      if (order.shippingFeeCentavos > 0) {
        items.push({
          name: 'Shipping fee',
          quantity: 1,
          amountCentavos: order.shippingFeeCentavos,
        });
      }
      return { customer, items };
    },

    /** Paid online: payment_received, then order_placed_online_payment, both audited. */
    async recordPayment(
      order: OrderRow,
      payment: { channelName: string; reference: string },
      tx: Transaction,
    ): Promise<'paid' | 'refund_due' | 'unchanged'> {
      const now = deps.now();
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due')
        return 'unchanged';
      if (order.status !== 'order_placed_awaiting_payment') {
        // The money came after the order was cancelled: keep the record, someone refunds it.
        await repository.update(order.id, { paymentStatus: 'refund_due' }, tx);
        await repository.appendStatus(
          order.id,
          [
            {
              status: order.status,
              actor: ACTORS.paynamics,
              note: `Payment received after the order was cancelled (reference ${payment.reference}); a refund is due`,
            },
          ],
          now,
          tx,
        );
        return 'refund_due';
      }
      const entries: StatusEntry[] = [
        {
          status: 'payment_received',
          actor: ACTORS.paynamics,
          note: `Paid by ${payment.channelName} (reference ${payment.reference})`,
        },
        { status: 'order_placed_online_payment', actor: ACTORS.system, note: 'Order confirmed' },
      ];
      await repository.update(
        order.id,
        { status: 'order_placed_online_payment', paymentStatus: 'paid' },
        tx,
      );
      await repository.appendStatus(order.id, entries, now, tx);
      await mailJob(order.id, 'payment_received', tx);
      return 'paid';
    },

    registerJobs(runner: JobRunner) {
      runner.register(ORDER_JOBS.expireUnpaid, async (payload) => {
        await expireUnpaid(String(payload['orderId']));
      });
      runner.register(ORDER_JOBS.mail, async (payload) => {
        await sendMail(String(payload['orderId']), payload['kind'] as OrderMailKind);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
