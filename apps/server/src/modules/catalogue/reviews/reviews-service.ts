import { randomUUID } from 'node:crypto';
import type { reviewBodySchema } from '@shop/shared/reviews';
import {
  isReviewableOrderStatus,
  REVIEW_MESSAGES,
  reviewerDisplayName,
  type AdminReview,
  type AdminReviewsQuery,
  type MyReview,
  type PublicReview,
  type ReviewPhoto,
} from '@shop/shared/reviews';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { HttpError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import { storedUpload, withStoredRenditions } from '../../../lib/uploaded-image';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { ActivityRecord, Actor } from '../../activity/index';
import type { CatalogueCache } from '../catalogue-cache';
import type { ReviewPhotoRow, ReviewRow, ReviewsRepository } from './reviews-repository';

/** What the orders module tells about an order (its `orderedGoods.purchase`). */
export interface Purchases {
  purchase(
    orderId: string,
  ): Promise<
    { userId: string; status: string; orderNumber: string; productIds: Set<string> } | undefined
  >;
  orderNumbers(ids: string[]): Promise<Map<string, string>>;
}

export interface ReviewsDeps {
  repository: ReviewsRepository;
  purchases: Purchases;
  store: FileStorage;
  cache: Pick<CatalogueCache, 'view' | 'invalidate'>;
  projectId: string;
  recordActivity: (tx: Transaction, actor: Actor, change: ActivityRecord) => Promise<void>;
}

type ReviewBody = z.output<typeof reviewBodySchema>;

const NOT_YOURS = 'You can only review items from your own orders.';

/** `/media/review-x.webp` with its WebP widths (docs/decisions/014). */
function presentPhoto(row: ReviewPhotoRow): ReviewPhoto {
  const base = row.mediaKey.slice(0, -'.webp'.length);
  return {
    _id: row.id,
    url: `/media/${row.mediaKey}`,
    srcset: row.widths?.length
      ? row.widths.map((width) => `/media/${base}-w${width}.webp ${width}w`).join(', ')
      : null,
  };
}

function groupPhotos(rows: ReviewPhotoRow[]) {
  const byReview = new Map<string, ReviewPhoto[]>();
  for (const row of rows) {
    if (!row.reviewId) continue;
    const list = byReview.get(row.reviewId) ?? [];
    list.push(presentPhoto(row));
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

function presentOwn(row: ReviewRow, photos: ReviewPhoto[]): MyReview {
  return {
    _id: row.id,
    order_id: row.orderId,
    product_id: row.productId,
    rating: row.rating,
    text: row.text,
    photos,
    hidden: row.hiddenAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Reviews from verified buyers (docs/decisions/024): a customer reviews a product of their own
 * delivered order, once per product (saving again edits it); staff hide and unhide. Every
 * change refreshes the catalogue snapshot, which carries each product's rating summary.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { repository } = deps;

  /** The caller's order, delivered: 404 unknown, 403 someone else's, 409 not delivered yet. */
  async function deliveredOrder(userId: string, orderId: string) {
    const order = isUuid(orderId) ? await deps.purchases.purchase(orderId) : undefined;
    if (!order) throw new HttpError(404, REVIEW_MESSAGES.orderNotFound);
    if (order.userId !== userId) throw new HttpError(403, NOT_YOURS);
    if (!isReviewableOrderStatus(order.status)) {
      throw new HttpError(409, REVIEW_MESSAGES.notDelivered);
    }
    return order;
  }

  async function photosById(reviewIds: string[]) {
    return groupPhotos(await repository.photosOf(reviewIds));
  }

  async function productOf(idOrUrl: string) {
    const view = await deps.cache.view(deps.projectId);
    const product =
      view.snapshot.productById.get(idOrUrl) ?? view.snapshot.productByUrl.get(idOrUrl);
    if (!product) throw new HttpError(404, 'Product not found.');
    return product;
  }

  function presentAdmin(
    row: NonNullable<Awaited<ReturnType<ReviewsRepository['adminOne']>>>,
    photos: ReviewPhoto[],
    orderNumber: string,
  ): AdminReview {
    const { review } = row;
    return {
      _id: review.id,
      rating: review.rating,
      text: review.text,
      product: { _id: review.productId, name: row.productName, friendly_url: row.friendlyUrl },
      customer: {
        _id: review.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
      },
      order_number: orderNumber,
      photos,
      hidden: review.hiddenAt !== null,
      hidden_reason: review.hiddenReason,
      created_at: review.createdAt.toISOString(),
      updated_at: review.updatedAt.toISOString(),
    };
  }

  async function adminDetail(id: string) {
    const row = isUuid(id) ? await repository.adminOne(id) : undefined;
    if (!row) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
    const photos = await photosById([row.review.id]);
    const numbers = await deps.purchases.orderNumbers([row.review.orderId]);
    return presentAdmin(
      row,
      photos.get(row.review.id) ?? [],
      numbers.get(row.review.orderId) ?? '',
    );
  }

  async function setVisibility(actor: Actor, id: string, reason: string | null) {
    const existing = isUuid(id) ? await repository.find(id) : undefined;
    if (!existing) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
    const hide = reason !== null;
    if (hide === (existing.hiddenAt !== null)) {
      throw new HttpError(
        409,
        hide ? 'This review is already hidden.' : 'This review is already shown.',
      );
    }
    await repository.transaction(async (tx) => {
      await repository.update(
        id,
        hide
          ? { hiddenAt: new Date(), hiddenReason: reason }
          : { hiddenAt: null, hiddenReason: '' },
        tx,
      );
      await deps.recordActivity(tx, actor, {
        action: hide ? 'review.hide' : 'review.unhide',
        recordType: 'review',
        recordId: id,
        changes: {
          hidden: { before: !hide, after: hide },
          ...(hide ? { reason: { before: existing.hiddenReason, after: reason } } : {}),
        },
      });
    });
    await deps.cache.invalidate();
    return adminDetail(id);
  }

  return {
    /** Stores one photo for a review of this delivered order; attached when the review is saved. */
    async addPhoto(userId: string, orderId: string, bytes: Buffer | undefined) {
      await deliveredOrder(userId, orderId);
      if (!bytes?.length) {
        throw new HttpError(400, 'Choose a photo to upload.', {
          file: 'Choose a photo to upload.',
        });
      }
      return withStoredRenditions(deps.store, bytes, async (stored) => {
        const key = `review-${randomUUID()}.webp`;
        const id = await repository.transaction((tx) =>
          repository.addPhoto(userId, orderId, storedUpload(key, '', stored), tx),
        );
        const photo = await repository.photo(id);
        return presentPhoto(photo!);
      });
    },

    /** Writes the caller's review of a product of this order, or edits the one they wrote. */
    async save(userId: string, orderId: string, body: ReviewBody) {
      const order = await deliveredOrder(userId, orderId);
      if (!order.productIds.has(body.productId)) {
        throw new HttpError(422, REVIEW_MESSAGES.productNotInOrder, {
          productId: REVIEW_MESSAGES.productNotInOrder,
        });
      }
      const photoIds = [...new Set(body.photoIds)];
      const saved = await repository.transaction(async (tx) => {
        const existing = await repository.findOwn(userId, body.productId, tx);
        const allowed = await repository.attachablePhotos(
          userId,
          orderId,
          photoIds,
          existing?.id,
          tx,
        );
        if (allowed.length !== photoIds.length) {
          throw new HttpError(422, REVIEW_MESSAGES.photoNotFound, {
            photoIds: REVIEW_MESSAGES.photoNotFound,
          });
        }
        // Editing keeps a hidden review hidden: staff's decision stands until they undo it.
        const review = existing
          ? await repository.update(
              existing.id,
              { rating: body.rating, text: body.text, orderId },
              tx,
            )
          : await repository.insert(
              {
                projectId: deps.projectId,
                productId: body.productId,
                userId,
                orderId,
                rating: body.rating,
                text: body.text,
              },
              tx,
            );
        await repository.setPhotos(review.id, photoIds, tx);
        return { review, created: !existing };
      });
      await deps.cache.invalidate();
      const photos = await photosById([saved.review.id]);
      return {
        review: presentOwn(saved.review, photos.get(saved.review.id) ?? []),
        created: saved.created,
      };
    },

    /** The caller's reviews of the products of one of their delivered orders. */
    async forOrder(userId: string, orderId: string): Promise<MyReview[]> {
      const order = await deliveredOrder(userId, orderId);
      const rows = await repository.ownForOrder(userId, [...order.productIds]);
      const photos = await photosById(rows.map((row) => row.id));
      return rows.map((row) => presentOwn(row, photos.get(row.id) ?? []));
    },

    /** A product's visible reviews, newest first, and its rating summary (from the snapshot). */
    async forProduct(idOrUrl: string, query: { page: number; limit: number }) {
      const product = await productOf(idOrUrl);
      const { rows, total } = await repository.visiblePage(product.id, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const photos = await photosById(rows.map((row) => row.review.id));
      const data: PublicReview[] = rows.map(({ review, firstName, lastName }) => ({
        _id: review.id,
        rating: review.rating,
        text: review.text,
        author: reviewerDisplayName(firstName, lastName),
        verified_buyer: true,
        photos: photos.get(review.id) ?? [],
        created_at: review.createdAt.toISOString(),
      }));
      return { data: { summary: product.rating, reviews: data }, meta: pageMeta(query, total) };
    },

    async adminList(query: AdminReviewsQuery) {
      const { rows, total } = await repository.adminPage(deps.projectId, query);
      const photos = await photosById(rows.map((row) => row.review.id));
      const numbers = await deps.purchases.orderNumbers([
        ...new Set(rows.map((row) => row.review.orderId)),
      ]);
      const data = rows.map((row) =>
        presentAdmin(row, photos.get(row.review.id) ?? [], numbers.get(row.review.orderId) ?? ''),
      );
      return { data, meta: pageMeta(query, total) };
    },

    adminDetail,
    hide: (actor: Actor, id: string, reason: string) => setVisibility(actor, id, reason),
    unhide: (actor: Actor, id: string) => setVisibility(actor, id, null),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
