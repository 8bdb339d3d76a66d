import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { createReviewsRepository } from './reviews-repository';
import { reviewsRoutes } from './reviews-routes';
import { createReviewsService, type Purchases, type ReviewsDeps } from './reviews-service';

export interface ReviewsOptions {
  /** The public media store review photos are kept in (as product photos are). */
  mediaStore: FileStorage;
  /** The orders module's proof of purchase and order numbers. */
  purchases: Purchases;
  recordActivity: ReviewsDeps['recordActivity'];
}

/** Product reviews from verified buyers (docs/decisions/024). */
export const reviewsPlugin: FastifyPluginAsyncZod<ReviewsOptions> = async (app, options) => {
  await app.register(reviewsRoutes, {
    reviews: createReviewsService({
      repository: createReviewsRepository(app.database.db),
      purchases: options.purchases,
      store: options.mediaStore,
      cache: app.catalogue,
      projectId: app.config.projectId,
      recordActivity: options.recordActivity,
    }),
  });
};
