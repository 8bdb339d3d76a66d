import { and, count, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  mediaRenditions,
  productReviewPhotos,
  productReviews,
  products,
  users,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/like-pattern';
import type { StoredUpload } from '../../../lib/uploaded-image';
import { insertUploadedMedia } from '../admin/uploaded-media';

type Executor = Database | Transaction;

export type ReviewRow = typeof productReviews.$inferSelect;

export interface ReviewPhotoRow {
  id: string;
  reviewId: string | null;
  mediaKey: string;
  widths: number[] | null;
}

export interface AdminReviewFilter {
  page: number;
  limit: number;
  visibility: 'all' | 'visible' | 'hidden';
  rating?: number;
  search?: string;
}

/** The reviews tables: reviews, their photos (public media) and the reviewer's name. */
export function createReviewsRepository(db: Database) {
  const author = {
    firstName: users.firstName,
    lastName: users.lastName,
  };

  /** A review with its author, e-mail and product, as the console lists and opens it. */
  const adminRows = () =>
    db
      .select({
        review: productReviews,
        ...author,
        email: users.email,
        productName: products.name,
        friendlyUrl: products.friendlyUrl,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .innerJoin(products, eq(products.id, productReviews.productId));

  return {
    transaction: <T>(run: (tx: Transaction) => Promise<T>) => db.transaction(run),

    async findOwn(userId: string, productId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
      return row;
    },

    async find(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, id));
      return row;
    },

    async ownForOrder(userId: string, productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .select()
        .from(productReviews)
        .where(
          and(eq(productReviews.userId, userId), inArray(productReviews.productId, productIds)),
        );
    },

    async insert(values: typeof productReviews.$inferInsert, tx: Transaction) {
      const [row] = await tx.insert(productReviews).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<Pick<ReviewRow, 'rating' | 'text' | 'orderId' | 'hiddenAt' | 'hiddenReason'>>,
      tx: Transaction,
    ) {
      const [row] = await tx
        .update(productReviews)
        .set(values)
        .where(eq(productReviews.id, id))
        .returning();
      return row!;
    },

    /** Records an uploaded photo of a review to be (its media row and the unattached photo). */
    async addPhoto(userId: string, orderId: string, upload: StoredUpload, tx: Transaction) {
      await insertUploadedMedia(upload, tx);
      const [row] = await tx
        .insert(productReviewPhotos)
        .values({ userId, orderId, mediaKey: upload.key })
        .returning({ id: productReviewPhotos.id });
      return row!.id;
    },

    /** Of `ids`, the photos this customer uploaded for this order, free or on `reviewId`. */
    async attachablePhotos(
      userId: string,
      orderId: string,
      ids: string[],
      reviewId: string | undefined,
      tx: Executor = db,
    ) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: productReviewPhotos.id })
        .from(productReviewPhotos)
        .where(
          and(
            inArray(productReviewPhotos.id, ids),
            eq(productReviewPhotos.userId, userId),
            or(
              and(isNull(productReviewPhotos.reviewId), eq(productReviewPhotos.orderId, orderId)),
              reviewId ? eq(productReviewPhotos.reviewId, reviewId) : sql`false`,
            ),
          ),
        );
    },

    /** The review shows exactly these photos, in this order; others it had are let go. */
    async setPhotos(reviewId: string, ids: string[], tx: Transaction) {
      await tx
        .update(productReviewPhotos)
        .set({ reviewId: null })
        .where(eq(productReviewPhotos.reviewId, reviewId));
      for (const [position, id] of ids.entries()) {
        await tx
          .update(productReviewPhotos)
          .set({ reviewId, position })
          .where(eq(productReviewPhotos.id, id));
      }
    },

    async photo(id: string, tx: Executor = db): Promise<ReviewPhotoRow | undefined> {
      const [row] = await photoRows(tx, eq(productReviewPhotos.id, id));
      return row;
    },

    async photosOf(reviewIds: string[], tx: Executor = db): Promise<ReviewPhotoRow[]> {
      if (reviewIds.length === 0) return [];
      return photoRows(tx, inArray(productReviewPhotos.reviewId, reviewIds));
    },

    /** Visible reviews of a product, newest first, with the reviewer's name. */
    async visiblePage(productId: string, page: { limit: number; offset: number }) {
      const where = and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt));
      const rows = await db
        .select({ review: productReviews, ...author })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The console's list: newest first, by visibility, stars, product or customer. */
    async adminPage(projectId: string, filter: AdminReviewFilter) {
      const conditions: SQL[] = [eq(productReviews.projectId, projectId)];
      if (filter.visibility === 'visible') conditions.push(isNull(productReviews.hiddenAt));
      if (filter.visibility === 'hidden') conditions.push(not(isNull(productReviews.hiddenAt)));
      if (filter.rating) conditions.push(eq(productReviews.rating, filter.rating));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(
          or(
            ilike(products.name, pattern),
            ilike(users.email, pattern),
            ilike(productReviews.text, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const rows = await adminRows()
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      const [total] = await db
        .select({ n: count() })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async adminOne(id: string) {
      const [row] = await adminRows().where(eq(productReviews.id, id));
      return row;
    },
  };
}

function photoRows(tx: Executor, where: SQL | undefined): Promise<ReviewPhotoRow[]> {
  return tx
    .select({
      id: productReviewPhotos.id,
      reviewId: productReviewPhotos.reviewId,
      mediaKey: productReviewPhotos.mediaKey,
      widths: sql<number[] | null>`(select json_agg(r.width order by r.width)
        from ${mediaRenditions} r where r.media_key = ${productReviewPhotos.mediaKey})`,
    })
    .from(productReviewPhotos)
    .where(where)
    .orderBy(productReviewPhotos.position, productReviewPhotos.createdAt);
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
