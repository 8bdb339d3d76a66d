// The catalogue module's public face: the in-memory catalogue (its plugin), the public
// catalogue routes, and the product look-up other modules (favorites) read cards through.
export { catalogueCachePlugin } from './cache-plugin';
export { catalogueRoutes } from './routes';
export { createProductLookup, type ProductCard, type ProductLookup } from './product-service';
export { catalogueAdminRoutes, type CatalogueAdminOptions } from './admin/routes';
export { createCategoryMembership, type CategoryMembership } from './category-membership';
export { reviewsPlugin, type ReviewsOptions } from './reviews/plugin';
