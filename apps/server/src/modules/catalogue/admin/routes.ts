import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { createCatalogueCsvRepository } from './csv-repository';
import { catalogueCsvRoutes } from './csv-routes';
import { createCatalogueCsvService, type CatalogueCsvDeps } from './csv-service';
import { createAdminCategoriesRepository } from './categories-repository';
import { adminCategoriesRoutes } from './categories-routes';
import { createAdminCategoriesService } from './categories-service';
import { createAdminCollectionsRepository } from './collections-repository';
import { adminCollectionsRoutes } from './collections-routes';
import { createAdminCollectionsService } from './collections-service';
import { createAdminFeaturedService } from './featured-service';
import { createAdminAnnouncementsRepository } from './announcements-repository';
import { adminAnnouncementsRoutes } from './announcements-routes';
import { createAdminAnnouncementsService } from './announcements-service';
import { createAdminBranchesRepository } from './branches-repository';
import { adminBranchesRoutes } from './branches-routes';
import { createAdminBranchesService, type AdminBranchesDeps } from './branches-service';
import { renderMarkdown } from '../../content/index';
import { descriptionPreviewRoute } from './description-preview-route';
import { createProductImagesRepository } from './images-repository';
import { adminProductImagesRoutes } from './images-routes';
import { createProductImagesService } from './images-service';
import { createAdminProductsRepository } from './products-repository';
import { adminProductsRoutes } from './products-routes';
import { createAdminProductsService, type AdminProductsDeps } from './products-service';

export interface CatalogueAdminOptions {
  /** The public media store uploaded photos are kept in. */
  mediaStore: FileStorage;
  orderedGoods: AdminProductsDeps['orderedGoods'];
  recordActivity: AdminProductsDeps['recordActivity'];
  /** The stock ledger's count setter: the CSV import sets units per branch through it. */
  setAvailable: CatalogueCsvDeps['setAvailable'];
  /** Whether an order was served from a branch (it is then deactivated, never deleted). */
  branchEverOrdered: AdminBranchesDeps['branchEverOrdered'];
}

/**
 * The console's catalogue API under /api/v1/admin: products, their pictures and description
 * preview, the catalogue CSV, the category tree, collections, the home page's featured
 * products, the announcement ticker and the branches.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueAdminOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const projectId = app.config.projectId;
  const refreshCatalogue = () => app.catalogue.invalidate();
  const products = createAdminProductsRepository(db);

  await app.register(adminProductsRoutes, {
    products: createAdminProductsService({
      repository: products,
      orderedGoods: options.orderedGoods,
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
      now: () => app.clock.now(),
    }),
  });
  await app.register(descriptionPreviewRoute, { renderMarkdown });
  await app.register(adminProductImagesRoutes, {
    images: createProductImagesService({
      images: createProductImagesRepository(db),
      products,
      store: options.mediaStore,
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
    }),
  });
  await app.register(catalogueCsvRoutes, {
    csv: createCatalogueCsvService({
      repository: createCatalogueCsvRepository(db),
      redirects: products,
      setAvailable: options.setAvailable,
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
      now: () => app.clock.now(),
    }),
  });
  await app.register(adminCategoriesRoutes, {
    categories: createAdminCategoriesService({
      repository: createAdminCategoriesRepository(db),
      store: options.mediaStore,
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
    }),
  });
  const collections = createAdminCollectionsRepository(db);
  const collectionDeps = {
    repository: collections,
    recordActivity: options.recordActivity,
    refreshCatalogue,
    projectId,
  };
  await app.register(adminCollectionsRoutes, {
    collections: createAdminCollectionsService(collectionDeps),
    featured: createAdminFeaturedService(collectionDeps),
  });
  await app.register(adminAnnouncementsRoutes, {
    announcements: createAdminAnnouncementsService({
      repository: createAdminAnnouncementsRepository(db),
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
    }),
  });
  await app.register(adminBranchesRoutes, {
    branches: createAdminBranchesService({
      repository: createAdminBranchesRepository(db),
      branchEverOrdered: options.branchEverOrdered,
      recordActivity: options.recordActivity,
      refreshCatalogue,
      projectId,
    }),
  });
};
