import {
  allowedOrderActions,
  CUSTOMER_ORDER_ACTIONS,
  findOrderTransition,
  nextOrderStatus,
  ORDER_STATUS_GROUPS,
  orderStatusLabel,
  RETURN_PHOTOS_MAX,
  type CustomerOrderAction,
  type MyOrdersQuery,
  type OrderAction,
  type OrderActor,
  type OrderReturn,
  type OrderStatus,
  type OrderStatusGroup,
  type UpdateOrderStatusBody,
} from '@shop/shared';
import type { Transaction } from '../../db/client';
import type {
  AddressSnapshot,
  FulfillmentType,
  PaymentMethod,
  RefundSource,
  ReturnStatus,
} from '../../db/schema/orders';
import { HttpError, conflict, notFound } from '../../errors';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/storage/file-storage';
import { sniffFileKind } from '../../platform/storage/file-kind';
import { isUuid } from '../../lib/ids';
import type { StockRepository } from '../stock/index';
import {
  ACTORS,
  CANNOT_CANCEL,
  CANNOT_CONFIRM_RECEIPT,
  NO_OPEN_RETURN,
  notAllowedMove,
  operatorActor,
  ORDER_NOT_FOUND,
  PAYMENT_EXPIRED_NOTE,
  PHOTO_FIELD_NEEDED,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_IMAGE,
  RETURN_ALREADY_REQUESTED,
  RETURN_ITEM_TWICE,
  RETURN_ITEM_UNKNOWN,
  RETURN_NOT_FOUND,
  RETURN_NOT_YET,
  RETURN_PHOTO_UNKNOWN,
  RETURN_WINDOW_CLOSED,
  returnNotOpen,
  returnQuantityTooHigh,
  STEP_NOT_ALLOWED,
  TOO_MANY_PHOTOS,
  TRACKING_NUMBER_NEEDED,
} from './messages';
import { orderMail, orderStatusMail, type OrderMailKind } from './order-mails';
import { noOrderPolicies, type OrderPolicies } from './order-policies';
import {
  presentOrderDetail,
  presentOrderSummary,
  presentReturn,
  type Audience,
} from './order-presenter';
import {
  CLOSED_RETURN_STATUSES,
  type NewOrderItem,
  type OrderItemRow,
  type OrderPatch,
  type OrderRow,
  type OrdersRepository,
  type ReturnRow,
} from './orders-repository';

export const ORDER_JOBS = {
  mail: 'order.mail',
  expireUnpaid: 'order.expire-unpaid',
  /** Completes a received order when its return window has ended. */
  complete: 'order.complete',
} as const;

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

/** A refund the shop owes; `recordRefund` writes one. */
export interface RefundInput {
  orderId: string;
  amountCentavos: number;
  source: RefundSource;
  note: string;
}

/** The operator's filter of `GET /api/v1/operator/orders`. */
export interface OperatorOrdersQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  group?: OrderStatusGroup;
  search?: string;
}

/** What a step changes beside the status (the operator's tracking number, an audit note). */
interface MoveOptions {
  note: string;
  /** The audit's actor; defaults to the machine's actor name. */
  by?: string;
  returnId?: string;
  trackingNumber?: string;
  patch?: OrderPatch;
}

const DAY_MS = 86_400_000;

/** CF-2026-000123: the year in Manila, then the shop-wide sequence. */
export function formatOrderNumber(sequence: number, now: Date): string {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return `CF-${year}-${String(sequence).padStart(6, '0')}`;
}

const isCustomerAction = (action: OrderAction): action is CustomerOrderAction =>
  (CUSTOMER_ORDER_ACTIONS as readonly string[]).includes(action);

const RETURN_ACTIONS: readonly OrderAction[] = [
  'request_return',
  'accept_return',
  'approve_return',
  'decline_return',
  'withdraw_return',
  'receive_return',
  'mark_returned',
];

/** What the operator writes in the audit when they give no note. */
const OPERATOR_NOTES: Partial<Record<OrderAction, string>> = {
  process: 'The shop is preparing the order',
  deliver: 'Delivered',
  seller_cancel: 'Cancelled by the shop',
  complete: 'Order completed',
  accept_return: 'Return request under review',
  approve_return: 'Return approved',
  decline_return: 'Return declined',
  receive_return: 'Returned items received',
  mark_returned: 'Return completed',
};

const withDetails = (reason: string, details: string) =>
  details ? `${reason}: ${details}` : reason;

const auditActor = (actor: OrderActor) => (actor === 'gateway' ? ACTORS.paynamics : actor);

export function createOrdersService(deps: {
  repository: OrdersRepository;
  /** Cancelled and expired orders put their units back through it. */
  stock: Pick<StockRepository, 'release'>;
  jobs: JobRunner;
  mailer: Mailer;
  /** Private files (return photos), served only through the routes that check the owner. */
  storage: FileStorage;
  publicUrl: string;
  projectId: string;
  unpaidOrderTtlMinutes: number;
  returnWindowDays: number;
  now: () => Date;
  policies?: OrderPolicies;
}) {
  const { repository, jobs } = deps;
  const policies = deps.policies ?? noOrderPolicies;

  const mailJob = (orderId: string, kind: OrderMailKind, tx: Transaction) =>
    jobs.enqueue(
      {
        type: ORDER_JOBS.mail,
        payload: { orderId, kind },
        dedupeKey: `order-mail:${kind}:${orderId}`,
      },
      tx,
    );

  /** The last moment a return can be requested; null before receipt. */
  const returnWindowEnd = (order: OrderRow) =>
    order.receivedAt ? new Date(order.receivedAt.getTime() + deps.returnWindowDays * DAY_MS) : null;

  const insideReturnWindow = (order: OrderRow) => {
    const end = returnWindowEnd(order);
    return end !== null && deps.now() < end;
  };

  async function releaseStock(orderId: string, tx: Transaction) {
    for (const item of await repository.items(orderId, tx)) {
      await deps.stock.release(item.variantId, item.branchId, item.quantity, tx);
    }
  }

  async function refundedCentavos(orderId: string, tx: Transaction) {
    const refunds = await repository.refundsOf(orderId, tx);
    return refunds.reduce((sum, refund) => sum + refund.amountCentavos, 0);
  }

  async function recordRefund(refund: RefundInput, tx?: Transaction) {
    const write = (executor: Transaction) =>
      repository.insertRefund({ ...refund, createdAt: deps.now() }, executor);
    return tx ? write(tx) : repository.transaction(write);
  }

  /** Refunds what was paid and not refunded yet (a policy refund may have come first). */
  async function refundTheRest(order: OrderRow, note: string, tx: Transaction) {
    const amount = order.totalCentavos - (await refundedCentavos(order.id, tx));
    if (amount <= 0) return null;
    await recordRefund(
      { orderId: order.id, amountCentavos: amount, source: 'cancellation', note },
      tx,
    );
    return amount;
  }

  /** The returned units' share of what was paid for their lines (shipping is not refunded). */
  async function refundReturn(order: OrderRow, request: ReturnRow, tx: Transaction) {
    const items = new Map((await repository.items(order.id, tx)).map((item) => [item.id, item]));
    let amount = 0;
    for (const line of await repository.returnItems([request.id], tx)) {
      const item = items.get(line.orderItemId);
      if (item) amount += Math.round((item.netCentavos * line.quantity) / item.quantity);
    }
    amount = Math.min(amount, order.totalCentavos - (await refundedCentavos(order.id, tx)));
    if (amount <= 0) return null;
    await recordRefund(
      {
        orderId: order.id,
        amountCentavos: amount,
        source: 'return',
        note: `Return of order ${order.orderNumber}`,
      },
      tx,
    );
    return amount;
  }

  /** Why a step is refused, in words for the one who asked (409, nothing changed). */
  function refusal(order: OrderRow, action: OrderAction, actor: OrderActor): HttpError {
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

  const completionJob = (orderId: string, runAt: Date, dedupeKey: string, tx: Transaction) =>
    jobs.enqueue({ type: ORDER_JOBS.complete, payload: { orderId }, runAt, dedupeKey }, tx);

  /**
   * The one way an order changes status: the machine decides, the step's side effects follow
   * (stock, refunds, receipt time, the return's own status), the audit grows by one entry and
   * the customer's mail is queued — all in the caller's transaction, on a locked order row.
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
        refundCentavos = await refundTheRest(order, `Order cancelled: ${options.note}`, tx);
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
      const windowEnd = new Date(now.getTime() + deps.returnWindowDays * DAY_MS);
      await completionJob(order.id, windowEnd, `order-complete:${order.id}`, tx);
    } else if (RETURN_ACTIONS.includes(action)) {
      const request = returnId
        ? await repository.findReturn(returnId, tx)
        : await repository.openReturn(order.id, tx);
      if (!request || request.orderId !== order.id) throw conflict(NO_OPEN_RETURN);
      returnId = request.id;
      await repository.updateReturn(request.id, to as ReturnStatus, tx);
      if (action === 'mark_returned') {
        refundCentavos = await refundReturn(order, request, tx);
        if (order.paymentStatus === 'paid') patch.paymentStatus = 'refund_due';
      }
      const windowEnd = returnWindowEnd(order);
      if (to === 'return_cancelled' && windowEnd && windowEnd <= now) {
        // The receipt's completion job found the return open; this one finishes the order.
        await completionJob(order.id, now, `order-complete:${order.id}:${request.id}`, tx);
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
      await mailJob(order.id, 'expired', tx);
    } else if (action === 'confirm_online_order') {
      await mailJob(order.id, 'payment_received', tx);
    } else if (actor !== 'gateway' && action !== 'choose_cod' && action !== 'await_payment') {
      await jobs.enqueue(
        {
          type: ORDER_JOBS.mail,
          payload: {
            orderId: order.id,
            kind: 'status',
            status: to,
            action,
            note: options.note,
            refundCentavos,
          },
          dedupeKey: `order-mail:status:${order.id}:${sequence}`,
        },
        tx,
      );
    }
    return updated;
  }

  async function locked(orderId: string, tx: Transaction) {
    const order = await repository.findForUpdate(orderId, tx);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** `transition()` for other modules: locks the order, applies one step, returns the new status. */
  async function transition(
    orderId: string,
    action: OrderAction,
    actor: OrderActor,
    note: string,
    tx?: Transaction,
  ): Promise<OrderStatus> {
    const run = async (executor: Transaction) =>
      (await move(await locked(orderId, executor), action, actor, { note }, executor))
        .status as OrderStatus;
    if (tx) return run(tx);
    const status = await repository.transaction(run);
    jobs.kick();
    return status;
  }

  async function owned(userId: string, orderId: string) {
    const order = isUuid(orderId) ? await repository.findOwned(userId, orderId) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** An order by its id or its number (the operator's and the command line's way). */
  async function byIdOrNumber(idOrNumber: string) {
    const key = idOrNumber.trim();
    const number = key.toUpperCase();
    const order = isUuid(key) ? await repository.find(key) : await repository.findByNumber(number);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The expiry job: still unpaid → cancelled by the seller, stock back on the shelf. */
  async function expireUnpaid(orderId: string) {
    await repository.transaction(async (tx) => {
      const order = await repository.findForUpdate(orderId, tx);
      if (!order || !nextOrderStatus(order.status, 'expire_payment', 'system')) return;
      await move(order, 'expire_payment', 'system', { note: PAYMENT_EXPIRED_NOTE }, tx);
    });
  }

  /** The completion job: the return window is over and no return is open. */
  async function completeAfterReturnWindow(orderId: string) {
    await repository.transaction(async (tx) => {
      const order = await repository.findForUpdate(orderId, tx);
      const end = order && returnWindowEnd(order);
      if (!order || !end || deps.now() < end) return;
      if (!nextOrderStatus(order.status, 'complete', 'system')) return;
      await move(order, 'complete', 'system', { note: 'The return window has ended' }, tx);
    });
  }

  async function sendMail(
    orderId: string,
    kind: OrderMailKind | 'status',
    payload: Record<string, unknown>,
  ) {
    const order = await repository.find(orderId);
    if (!order) return;
    const [items, customer, branches] = [
      await repository.items(orderId),
      await repository.customer(order.userId),
      await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
    ];
    if (!customer) return;
    const pickupBranch = order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null;
    const content =
      kind === 'status'
        ? orderStatusMail({
            order,
            firstName: customer.firstName,
            publicUrl: deps.publicUrl,
            pickupBranch,
            status: String(payload['status']),
            action: payload['action'] as OrderAction,
            note: String(payload['note'] ?? ''),
            refundCentavos:
              typeof payload['refundCentavos'] === 'number' ? payload['refundCentavos'] : null,
            returnWindowEndsAt: returnWindowEnd(order),
          })
        : orderMail(kind, {
            order,
            items,
            firstName: customer.firstName,
            publicUrl: deps.publicUrl,
            pickupBranch,
          });
    await deps.mailer.send({ to: customer.email, ...content });
  }

  /** Returns as the API shows them, with their lines, photos and own audit. */
  async function presentReturns(requests: ReturnRow[], audience: Audience): Promise<OrderReturn[]> {
    if (requests.length === 0) return [];
    const ids = requests.map((request) => request.id);
    const orderIds = [...new Set(requests.map((request) => request.orderId))];
    const [items, photos, history, orderItems, orders] = [
      await repository.returnItems(ids),
      await repository.photosOfReturns(ids),
      await repository.returnHistory(ids),
      await repository.itemsOfOrders(orderIds),
      await repository.ordersByIds(orderIds),
    ];
    const itemsById = new Map(orderItems.map((item) => [item.id, item]));
    const ordersById = new Map(orders.map((order) => [order.id, order]));
    return requests.flatMap((request) => {
      const order = ordersById.get(request.orderId);
      return order
        ? [presentReturn(request, order, itemsById, { items, photos, history }, audience)]
        : [];
    });
  }

  /** The customer's next steps now: the machine's, narrowed by the window and open returns. */
  function customerActions(order: OrderRow, openReturn: ReturnRow | undefined) {
    return allowedOrderActions(order.status, 'customer')
      .filter(isCustomerAction)
      .filter((action) => action !== 'request_return' || insideReturnWindow(order))
      .filter((action) => action !== 'withdraw_return' || openReturn !== undefined);
  }

  async function presentDetail(order: OrderRow, audience: Audience) {
    const [items, history, branches, requests, orderPolicies] = [
      await repository.items(order.id),
      await repository.history(order.id),
      await repository.branchNames(order.pickupBranchId ? [order.pickupBranchId] : []),
      await repository.returnsOfOrder(order.id),
      await policies.listForOrder(order.id),
    ];
    const openReturn = requests.find((request) => !CLOSED_RETURN_STATUSES.includes(request.status));
    return presentOrderDetail(order, {
      items,
      history,
      pickupBranchName: order.pickupBranchId ? (branches.get(order.pickupBranchId) ?? null) : null,
      allowedActions: customerActions(order, openReturn),
      returnWindowEndsAt: returnWindowEnd(order),
      returns: await presentReturns(requests, audience),
      policies: orderPolicies,
      audience,
    });
  }

  /** Checks a return request against the order; every problem by field (400). */
  async function checkReturnRequest(
    userId: string,
    order: OrderRow,
    body: Extract<UpdateOrderStatusBody, { action: 'request_return' }>,
    tx: Transaction,
  ) {
    const items = new Map((await repository.items(order.id, tx)).map((item) => [item.id, item]));
    const alreadyReturned = await repository.unitsInReturns(order.id, tx);
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    body.items.forEach((line, index) => {
      const field = `items.${index}`;
      const item = items.get(line.orderItemId);
      if (!item) errors[`${field}.orderItemId`] = RETURN_ITEM_UNKNOWN;
      else if (seen.has(item.id)) errors[`${field}.orderItemId`] = RETURN_ITEM_TWICE;
      else {
        const left = item.quantity - (alreadyReturned.get(item.id) ?? 0);
        if (line.quantity > left) errors[`${field}.quantity`] = returnQuantityTooHigh(left);
      }
      seen.add(line.orderItemId);
    });
    const photoIds = [...new Set(body.photoIds)];
    const uploaded = new Set(
      (await repository.unattachedPhotos(userId, order.id, tx)).map((photo) => photo.id),
    );
    body.photoIds.forEach((photoId, index) => {
      if (!uploaded.has(photoId)) errors[`photoIds.${index}`] ??= RETURN_PHOTO_UNKNOWN;
    });
    const first = Object.values(errors)[0];
    if (first) throw new HttpError(400, first, errors);
    return photoIds;
  }

  /** Refuses (409) unless a return can be requested for the order right now. */
  function assertReturnable(order: OrderRow) {
    if (!nextOrderStatus(order.status, 'request_return', 'customer')) {
      throw refusal(order, 'request_return', 'customer');
    }
    if (!insideReturnWindow(order)) throw conflict(RETURN_WINDOW_CLOSED);
  }

  async function requestReturn(
    userId: string,
    order: OrderRow,
    body: Extract<UpdateOrderStatusBody, { action: 'request_return' }>,
    tx: Transaction,
  ) {
    assertReturnable(order);
    const photoIds = await checkReturnRequest(userId, order, body, tx);
    const request = await repository.insertReturn(
      {
        orderId: order.id,
        userId,
        status: 'return_request',
        reason: body.reason,
        details: body.details,
        createdAt: deps.now(),
      },
      body.items.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
      photoIds,
      tx,
    );
    return move(
      order,
      'request_return',
      'customer',
      { note: withDetails(body.reason, body.details), returnId: request.id },
      tx,
    );
  }

  async function withdrawReturn(order: OrderRow, returnId: string, tx: Transaction) {
    const request = isUuid(returnId) ? await repository.findReturn(returnId, tx) : undefined;
    if (!request || request.orderId !== order.id) throw notFound(RETURN_NOT_FOUND);
    if (CLOSED_RETURN_STATUSES.includes(request.status)) throw conflict(NO_OPEN_RETURN);
    return move(
      order,
      'withdraw_return',
      'customer',
      { note: 'Return request withdrawn by the customer', returnId: request.id },
      tx,
    );
  }

  /** Any order, with its customer and the statuses an operator can move it to now. */
  async function operatorDetail(idOrNumber: string) {
    const order = await byIdOrNumber(idOrNumber);
    const customer = await repository.customer(order.userId);
    return {
      ...(await presentDetail(order, 'operator')),
      customer: {
        name: customer ? `${customer.firstName} ${customer.lastName}` : '',
        email: customer?.email ?? '',
      },
      next: allowedOrderActions(order.status, 'operator').flatMap((action) => {
        const status = nextOrderStatus(order.status, action, 'operator');
        return status ? [{ action, status, label: orderStatusLabel(status) }] : [];
      }),
    };
  }

  /** An operator's decision on a return request: approve or decline. */
  async function decideReturn(
    operatorId: string,
    returnId: string,
    action: 'approve_return' | 'decline_return',
    note: string | undefined,
  ) {
    const found = isUuid(returnId) ? await repository.findReturn(returnId) : undefined;
    if (!found) throw notFound(RETURN_NOT_FOUND);
    await repository.transaction(async (tx) => {
      const order = await locked(found.orderId, tx);
      const request = await repository.findReturn(found.id, tx);
      if (!request || CLOSED_RETURN_STATUSES.includes(request.status)) {
        throw conflict(returnNotOpen(orderStatusLabel(request?.status ?? '') || 'closed'));
      }
      if (!nextOrderStatus(order.status, action, 'operator')) {
        throw conflict(returnNotOpen(orderStatusLabel(request.status)));
      }
      await move(
        order,
        action,
        'operator',
        {
          note: note || (OPERATOR_NOTES[action] ?? ''),
          by: operatorActor(operatorId),
          returnId: request.id,
        },
        tx,
      );
    });
    jobs.kick();
    const request = await repository.findReturn(found.id);
    const [presented] = await presentReturns(request ? [request] : [], 'operator');
    if (!presented) throw notFound(RETURN_NOT_FOUND);
    return presented;
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
      const status = nextOrderStatus(
        'order_placed',
        online ? 'await_payment' : 'choose_cod',
        'system',
      );
      if (!status) throw new Error('The status machine has no first step for new orders');
      const second = {
        status,
        actor: ACTORS.system,
        note: online
          ? `Waiting for online payment (${input.paymentChannel?.name ?? 'online'})`
          : input.fulfillmentType === 'pickup'
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
      await policies.issueForOrder(order.id, tx);
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

    /** One of the caller's orders with everything the order page shows. */
    async detail(userId: string, orderId: string) {
      return presentDetail(await owned(userId, orderId), 'customer');
    },

    /** The caller's orders, newest first, optionally one stage or an order number. */
    async list(userId: string, query: MyOrdersQuery) {
      const { rows, total } = await repository.list({
        userId,
        statuses: query.group ? ORDER_STATUS_GROUPS[query.group] : undefined,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
      });
      const items = await repository.itemsOfOrders(rows.map((row) => row.order.id));
      return {
        data: rows.map((row) =>
          presentOrderSummary(
            row.order,
            items.filter((item) => item.orderId === row.order.id),
          ),
        ),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    /** The customer's own step (PUT /api/orders/update-status/{id}); the order afterwards. */
    async updateStatus(userId: string, orderId: string, body: UpdateOrderStatusBody) {
      const order = await owned(userId, orderId);
      await repository.transaction(async (tx) => {
        const current = await locked(order.id, tx);
        switch (body.action) {
          case 'cancel':
            return move(
              current,
              'cancel',
              'customer',
              { note: withDetails(body.reason, body.details) },
              tx,
            );
          case 'confirm_receipt':
            return move(
              current,
              'confirm_receipt',
              'customer',
              { note: 'Receipt confirmed by the customer' },
              tx,
            );
          case 'request_return':
            return requestReturn(userId, current, body, tx);
          case 'withdraw_return':
            return withdrawReturn(current, body.returnId, tx);
        }
      });
      jobs.kick();
      return presentDetail(await owned(userId, orderId), 'customer');
    },

    // --- return photos and returns ----------------------------------------------------------

    /** The order a return photo is for: the caller's, and returnable now (404 / 409). */
    async returnPhotoTarget(userId: string, orderId: string) {
      const order = await owned(userId, orderId);
      assertReturnable(order);
      return order;
    },

    /** Stores a photo (checked by its bytes) for a return of this order; not attached yet. */
    async addReturnPhoto(userId: string, order: OrderRow, bytes: Buffer | undefined) {
      if (!bytes || bytes.length === 0) {
        throw new HttpError(400, PHOTO_FIELD_NEEDED, { file: PHOTO_FIELD_NEEDED });
      }
      const kind = sniffFileKind(bytes);
      if (!kind?.image) throw new HttpError(400, PHOTO_NOT_IMAGE, { file: PHOTO_NOT_IMAGE });
      const waiting = await repository.unattachedPhotos(userId, order.id);
      if (waiting.length >= RETURN_PHOTOS_MAX * 4) throw new HttpError(422, TOO_MANY_PHOTOS);
      const storageKey = await deps.storage.put(bytes, {
        extension: kind.extension,
        contentType: kind.contentType,
      });
      try {
        const photo = await repository.insertPhoto({
          orderId: order.id,
          userId,
          storageKey,
          contentType: kind.contentType,
          size: bytes.length,
          createdAt: deps.now(),
        });
        return { _id: photo.id, url: `/api/v1/my-orders/${order.id}/return-photos/${photo.id}` };
      } catch (error) {
        await deps.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** A return photo's bytes, for the customer who uploaded it. */
    async openReturnPhoto(userId: string, orderId: string, photoId: string) {
      const photo =
        isUuid(orderId) && isUuid(photoId)
          ? await repository.findPhoto(userId, orderId, photoId)
          : undefined;
      const stored = photo && (await deps.storage.get(photo.storageKey));
      if (!photo || !stored) throw notFound(PHOTO_NOT_FOUND);
      return { ...stored, contentType: photo.contentType };
    },

    async listReturns(userId: string, page: number, limit: number) {
      const { rows, total } = await repository.listReturns(userId, page, limit);
      return { data: await presentReturns(rows, 'customer'), meta: { page, limit, total } };
    },

    async returnDetail(userId: string, returnId: string) {
      const request = isUuid(returnId) ? await repository.findReturn(returnId) : undefined;
      if (!request || request.userId !== userId) throw notFound(RETURN_NOT_FOUND);
      const [presented] = await presentReturns([request], 'customer');
      if (!presented) throw notFound(RETURN_NOT_FOUND);
      return presented;
    },

    // --- the shop operator ------------------------------------------------------------------

    operator: {
      async list(query: OperatorOrdersQuery) {
        const statuses = query.status
          ? [query.status]
          : query.group
            ? ORDER_STATUS_GROUPS[query.group]
            : undefined;
        const { rows, total } = await repository.list({
          statuses,
          search: query.search || undefined,
          searchEmail: true,
          page: query.page,
          limit: query.limit,
        });
        const items = await repository.itemsOfOrders(rows.map((row) => row.order.id));
        return {
          data: rows.map((row) => ({
            ...presentOrderSummary(
              row.order,
              items.filter((item) => item.orderId === row.order.id),
            ),
            customer: { name: `${row.firstName} ${row.lastName}`, email: row.email },
          })),
          meta: { page: query.page, limit: query.limit, total },
        };
      },

      detail: operatorDetail,

      /** Moves an order to `status` when the machine lets an operator take that step. */
      async advance(
        operatorId: string,
        idOrNumber: string,
        input: { status: string; trackingNumber?: string; note?: string },
      ) {
        const found = await byIdOrNumber(idOrNumber);
        await repository.transaction(async (tx) => {
          const order = await locked(found.id, tx);
          const step = findOrderTransition(order.status, input.status, 'operator');
          if (!step) throw conflict(notAllowedMove(order.orderNumber, order.status, input.status));
          const trackingNumber = input.trackingNumber?.trim();
          if (step.action === 'ship' && !trackingNumber) {
            throw new HttpError(400, TRACKING_NUMBER_NEEDED, {
              trackingNumber: TRACKING_NUMBER_NEEDED,
            });
          }
          const shipped = `Shipped with tracking number ${trackingNumber}`;
          const fallback = step.action === 'ship' ? shipped : (OPERATOR_NOTES[step.action] ?? '');
          const note = input.note?.trim()
            ? step.action === 'ship'
              ? `${shipped}: ${input.note.trim()}`
              : input.note.trim()
            : fallback;
          await move(
            order,
            step.action,
            'operator',
            { note, by: operatorActor(operatorId), trackingNumber },
            tx,
          );
        });
        jobs.kick();
        return operatorDetail(found.id);
      },

      approveReturn: (operatorId: string, returnId: string, note?: string) =>
        decideReturn(operatorId, returnId, 'approve_return', note),
      declineReturn: (operatorId: string, returnId: string, note?: string) =>
        decideReturn(operatorId, returnId, 'decline_return', note),

      /** A return photo's bytes, for an operator deciding on the return. */
      async openReturnPhoto(photoId: string) {
        const photo = isUuid(photoId) ? await repository.findPhotoById(photoId) : undefined;
        const stored = photo && (await deps.storage.get(photo.storageKey));
        if (!photo || !stored) throw notFound(PHOTO_NOT_FOUND);
        return { ...stored, contentType: photo.contentType };
      },
    },

    // --- for checkout, payments and policies ------------------------------------------------

    owned,
    /** One of the caller's orders, or undefined (no error). */
    findOwned: (userId: string, orderId: string) =>
      isUuid(orderId) ? repository.findOwned(userId, orderId) : Promise.resolve(undefined),
    transition,
    recordRefund,
    itemsOf: (orderId: string, tx?: Transaction): Promise<OrderItemRow[]> =>
      repository.items(orderId, tx),
    customerOf: (userId: string) => repository.customer(userId),
    expireUnpaid,
    completeAfterReturnWindow,
    sendMail,
    lockOrder: (orderId: string, tx: Transaction) => repository.findForUpdate(orderId, tx),
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
        await refundTheRest(order, note, tx);
        return 'refund_due';
      }
      const paid = await move(
        order,
        'receive_payment',
        'gateway',
        {
          note: `Paid by ${payment.channelName} (reference ${payment.reference})`,
          patch: { paymentStatus: 'paid' },
        },
        tx,
      );
      await move(paid, 'confirm_online_order', 'system', { note: 'Order confirmed' }, tx);
      return 'paid';
    },

    registerJobs(runner: JobRunner) {
      runner.register(ORDER_JOBS.expireUnpaid, async (payload) => {
        await expireUnpaid(String(payload['orderId']));
      });
      runner.register(ORDER_JOBS.complete, async (payload) => {
        await completeAfterReturnWindow(String(payload['orderId']));
      });
      runner.register(ORDER_JOBS.mail, async (payload) => {
        await sendMail(
          String(payload['orderId']),
          payload['kind'] as OrderMailKind | 'status',
          payload,
        );
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
