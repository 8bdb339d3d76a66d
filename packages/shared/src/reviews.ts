// Product reviews from verified buyers: who may review what, the review form's rules and the
// shapes the shop and the console read. Web and server validate with the same schemas.
import { z } from 'zod';
import { ORDER_STATUS_GROUPS } from './order-status';
import { maxLengthMessage, REQUIRED_MESSAGE } from './validation/messages';

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** Photos one review may carry (each through the upload pipeline, 5 MB at most). */
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEWS_PAGE_SIZE = 5;
export const HIDE_REASON_MAX_LENGTH = 300;

/**
 * Orders whose goods reached the customer: delivered, received or complete, and the return
 * statuses (a return is only ever requested after receipt, so the buyer had the item).
 */
export const REVIEWABLE_ORDER_STATUSES: readonly string[] = [
  ...ORDER_STATUS_GROUPS.delivered,
  ...ORDER_STATUS_GROUPS.completed,
  ...ORDER_STATUS_GROUPS.returns,
];

export function isReviewableOrderStatus(status: string): boolean {
  return REVIEWABLE_ORDER_STATUSES.includes(status);
}

export const REVIEW_MESSAGES = {
  orderNotFound: 'Order not found.',
  notDelivered: 'You can review an item once your order has been delivered.',
  productNotInOrder: 'This product is not part of the order.',
  photoNotFound: 'A photo was not found. Upload it again.',
  reviewNotFound: 'Review not found.',
} as const;

/** "Maria Santos" → "Maria S."; the shop never shows more of a reviewer than this. */
export function reviewerDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Customer';
  return initial ? `${first} ${initial}.` : first;
}

/** Stars out of `counts` (index 0 = 5 stars … index 4 = 1 star); null without reviews. */
export function summariseRatings(counts: readonly number[]): RatingSummary | null {
  const distribution = REVIEW_STARS.map((stars, index) => ({ stars, count: counts[index] ?? 0 }));
  const count = distribution.reduce((sum, row) => sum + row.count, 0);
  if (count === 0) return null;
  const total = distribution.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { average: Math.round((total / count) * 10) / 10, count, distribution };
}

/** "4.5 out of 5 stars, 12 reviews": the text a screen reader hears for a rating. */
export function ratingLabel(average: number, count: number): string {
  return `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

// ---------------------------------------------------------------------------------------------
// POST /api/v1/my-orders/{orderId}/reviews (create or edit the customer's own review)

const requiredText = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(REVIEW_TEXT_MAX_LENGTH, { error: maxLengthMessage(REVIEW_TEXT_MAX_LENGTH) });

export const reviewBodySchema = z.object({
  productId: z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }).max(100),
  rating: z
    .number({ error: REQUIRED_MESSAGE })
    .int({ error: 'Choose from 1 to 5 stars.' })
    .min(1, { error: 'Choose from 1 to 5 stars.' })
    .max(5, { error: 'Choose from 1 to 5 stars.' }),
  text: requiredText,
  /** Ids from `POST /api/v1/my-orders/{id}/review-photos`. */
  photoIds: z
    .array(z.string().max(100))
    .max(REVIEW_PHOTOS_MAX, { error: `Add at most ${REVIEW_PHOTOS_MAX} photos.` })
    .default([]),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  srcset: z.string().nullable(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The customer's own review of one product (what the form edits). */
export const myReviewSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  product_id: z.string(),
  rating: z.number(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema),
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/v1/products/{id}/reviews: visible reviews, newest first, and the summary

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  /** 5 stars first. */
  distribution: z.array(z.object({ stars: z.number(), count: z.number() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const publicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  text: z.string(),
  /** First name and last initial only. */
  author: z.string(),
  verified_buyer: z.literal(true),
  photos: z.array(reviewPhotoSchema),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `{ data: { summary, reviews }, meta }`: the summary is null without visible reviews. */
export const productReviewsPageSchema = z.object({
  data: z.object({ summary: ratingSummarySchema.nullable(), reviews: z.array(publicReviewSchema) }),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
});
export type ProductReviewsPage = z.infer<typeof productReviewsPageSchema>;

export const productReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(20).default(REVIEWS_PAGE_SIZE),
});

// ---------------------------------------------------------------------------------------------
// Console: /api/v1/admin/reviews

export const hideReviewSchema = z.object({
  reason: requiredText.max(HIDE_REASON_MAX_LENGTH, {
    error: maxLengthMessage(HIDE_REASON_MAX_LENGTH),
  }),
});
export type HideReviewBody = z.infer<typeof hideReviewSchema>;

export const ADMIN_REVIEW_VISIBILITY = ['all', 'visible', 'hidden'] as const;

export const adminReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  visibility: z.enum(ADMIN_REVIEW_VISIBILITY).default('all'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  search: z.string().trim().max(100).optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  text: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), friendly_url: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  order_number: z.string(),
  photos: z.array(reviewPhotoSchema),
  hidden: z.boolean(),
  hidden_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
