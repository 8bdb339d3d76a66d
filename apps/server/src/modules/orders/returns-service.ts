import {
  nextOrderStatus,
  orderStatusLabel,
  RETURN_PHOTOS_MAX,
  type OrderAction,
  type OrderReturn,
  type UpdateOrderStatusBody,
} from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError, conflict, notFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { JobRunner } from '../../platform/jobs/runner';
import { sniffFileKind } from '../../platform/storage/file-kind';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  NO_OPEN_RETURN,
  OPERATOR_NOTES,
  operatorActor,
  PHOTO_FIELD_NEEDED,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_IMAGE,
  RETURN_ITEM_TWICE,
  RETURN_ITEM_UNKNOWN,
  RETURN_NOT_FOUND,
  RETURN_PHOTO_UNKNOWN,
  RETURN_WINDOW_CLOSED,
  returnNotOpen,
  returnQuantityTooHigh,
  TOO_MANY_PHOTOS,
  withDetails,
} from './messages';
import type { OrderLookup } from './order-lookup';
import { refusal, type OrderMoves } from './order-moves';
import { presentReturn, type Audience } from './order-presenter';
import {
  CLOSED_RETURN_STATUSES,
  type OrderRow,
  type OrdersRepository,
  type ReturnRow,
} from './orders-repository';
import type { ReturnWindow } from './return-window';

type ReturnRequestBody = Extract<UpdateOrderStatusBody, { action: 'request_return' }>;

/** The steps staff take on a return request. */
export type OperatorReturnAction = Extract<
  OrderAction,
  'accept_return' | 'approve_return' | 'decline_return' | 'receive_return' | 'mark_returned'
>;

/** Return requests: their photos, the customer's request and withdrawal, the operator's decision. */
export function createReturnsService(deps: {
  repository: OrdersRepository;
  /** Private files (return photos), served only through the routes that check the owner. */
  storage: FileStorage;
  lookup: Pick<OrderLookup, 'owned' | 'locked'>;
  moves: OrderMoves;
  returnWindow: ReturnWindow;
  jobs: JobRunner;
  now: () => Date;
}) {
  const { repository, storage, lookup, moves } = deps;

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

  /** Refuses (409) unless a return can be requested for the order right now. */
  function assertReturnable(order: OrderRow) {
    if (!nextOrderStatus(order.status, 'request_return', 'customer')) {
      throw refusal(order, 'request_return', 'customer');
    }
    if (!deps.returnWindow.isOpen(order)) throw conflict(RETURN_WINDOW_CLOSED);
  }

  /** Checks a return request against the order; every problem by field (400). */
  async function checkRequest(
    userId: string,
    order: OrderRow,
    body: ReturnRequestBody,
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

  /** A stored photo's bytes, or 404 when the row or its file is gone. */
  async function photoBytes(photo: { storageKey: string; contentType: string } | undefined) {
    const stored = photo && (await storage.get(photo.storageKey));
    if (!photo || !stored) throw notFound(PHOTO_NOT_FOUND);
    return { ...stored, contentType: photo.contentType };
  }

  /**
   * An operator's step on a return (review, approve, decline, in transit back, returned), on
   * the locked order; `effects` runs in the same transaction after the move (the stock, the
   * return's own fields, the activity log). Refused (409) when the return is closed or the
   * machine does not allow the step now; then nothing changed.
   */
  async function step(
    operatorId: string,
    returnId: string,
    action: OperatorReturnAction,
    note: string | undefined,
    effects?: (tx: Transaction, order: OrderRow, request: ReturnRow) => Promise<void>,
  ) {
    const found = isUuid(returnId) ? await repository.findReturn(returnId) : undefined;
    if (!found) throw notFound(RETURN_NOT_FOUND);
    await repository.transaction(async (tx) => {
      const order = await lookup.locked(found.orderId, tx);
      const request = await repository.findReturn(found.id, tx);
      if (!request || CLOSED_RETURN_STATUSES.includes(request.status)) {
        throw conflict(returnNotOpen(orderStatusLabel(request?.status ?? '') || 'closed'));
      }
      if (!nextOrderStatus(order.status, action, 'operator')) {
        throw conflict(returnNotOpen(orderStatusLabel(request.status)));
      }
      await moves.move(
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
      if (action === 'approve_return' || action === 'decline_return') {
        await repository.annotateReturn(request.id, { decisionNote: note ?? '' }, tx);
      }
      await effects?.(tx, order, request);
    });
    deps.jobs.kick();
    const request = await repository.findReturn(found.id);
    const [presented] = await presentReturns(request ? [request] : [], 'operator');
    if (!presented) throw notFound(RETURN_NOT_FOUND);
    return presented;
  }

  return {
    presentReturns,

    /** The order a return photo is for: the caller's, and returnable now (404 / 409). */
    async photoTarget(userId: string, orderId: string) {
      const order = await lookup.owned(userId, orderId);
      assertReturnable(order);
      return order;
    },

    /** Stores a photo (checked by its bytes) for a return of this order; not attached yet. */
    async addPhoto(userId: string, order: OrderRow, bytes: Buffer | undefined) {
      if (!bytes || bytes.length === 0) {
        throw new HttpError(400, PHOTO_FIELD_NEEDED, { file: PHOTO_FIELD_NEEDED });
      }
      const kind = sniffFileKind(bytes);
      if (!kind?.image) throw new HttpError(400, PHOTO_NOT_IMAGE, { file: PHOTO_NOT_IMAGE });
      const waiting = await repository.unattachedPhotos(userId, order.id);
      if (waiting.length >= RETURN_PHOTOS_MAX * 4) throw new HttpError(422, TOO_MANY_PHOTOS);
      const storageKey = await storage.put(bytes, {
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
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** A return photo's bytes, for the customer who uploaded it. */
    async openPhoto(userId: string, orderId: string, photoId: string) {
      const photo =
        isUuid(orderId) && isUuid(photoId)
          ? await repository.findPhoto(userId, orderId, photoId)
          : undefined;
      return photoBytes(photo);
    },

    /** A return photo's bytes, for an operator deciding on the return. */
    async openPhotoForOperator(photoId: string) {
      return photoBytes(isUuid(photoId) ? await repository.findPhotoById(photoId) : undefined);
    },

    async list(userId: string, page: number, limit: number) {
      const { rows, total } = await repository.listReturns(userId, page, limit);
      return { data: await presentReturns(rows, 'customer'), meta: { page, limit, total } };
    },

    async detail(userId: string, returnId: string) {
      const request = isUuid(returnId) ? await repository.findReturn(returnId) : undefined;
      if (!request || request.userId !== userId) throw notFound(RETURN_NOT_FOUND);
      const [presented] = await presentReturns([request], 'customer');
      if (!presented) throw notFound(RETURN_NOT_FOUND);
      return presented;
    },

    /** The customer's return request, written and moved in the caller's transaction. */
    async request(userId: string, order: OrderRow, body: ReturnRequestBody, tx: Transaction) {
      assertReturnable(order);
      const photoIds = await checkRequest(userId, order, body, tx);
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
      return moves.move(
        order,
        'request_return',
        'customer',
        { note: withDetails(body.reason, body.details), returnId: request.id },
        tx,
      );
    },

    /** The customer takes an open return request back, in the caller's transaction. */
    async withdraw(order: OrderRow, returnId: string, tx: Transaction) {
      const request = isUuid(returnId) ? await repository.findReturn(returnId, tx) : undefined;
      if (!request || request.orderId !== order.id) throw notFound(RETURN_NOT_FOUND);
      if (CLOSED_RETURN_STATUSES.includes(request.status)) throw conflict(NO_OPEN_RETURN);
      return moves.move(
        order,
        'withdraw_return',
        'customer',
        { note: 'Return request withdrawn by the customer', returnId: request.id },
        tx,
      );
    },

    step,
    approve: (operatorId: string, returnId: string, note?: string) =>
      step(operatorId, returnId, 'approve_return', note),
    decline: (operatorId: string, returnId: string, note?: string) =>
      step(operatorId, returnId, 'decline_return', note),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
