import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { media, products } from './catalogue';
import { id, integer, text, timestamp, timestamps, uuid } from './columns';
import { orders } from './orders';

/** The customer who wrote a review or uploaded its photo; their reviews go with their account. */
const buyer = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The delivered order a review or photo belongs to (the proof of purchase). */
const order = () =>
  uuid()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/**
 * A verified buyer's review of a product they received: one per customer and product (editing
 * rewrites it). Staff hide one with a reason; a hidden review leaves the shop and the summary.
 * The catalogue snapshot reads the visible ones' stars (triggers bump the catalogue version).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    projectId: text().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: buyer(),
    /** The delivered order the buyer reviewed from (the proof of purchase). */
    orderId: order(),
    rating: integer().notNull(),
    text: text().notNull(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_reviews_user_product_uq').on(t.userId, t.productId),
    index('product_reviews_visible_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.hiddenAt} is null`),
    index('product_reviews_project_created_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * Photos of a review: uploaded first (public WebP renditions in `media`, like product photos),
 * attached when the review is saved. `reviewId` is null until then.
 */
export const productReviewPhotos = pgTable(
  'product_review_photos',
  {
    id: id(),
    userId: buyer(),
    orderId: order(),
    reviewId: uuid().references(() => productReviews.id, { onDelete: 'set null' }),
    mediaKey: text()
      .notNull()
      .references(() => media.key, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_review_photos_review_idx').on(t.reviewId, t.position),
    index('product_review_photos_owner_idx').on(t.userId, t.orderId),
  ],
);
