import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../../platform/storage/file-storage';
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
}

/** The console's catalogue API under /api/v1/admin: products, their pictures and description preview. */
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
};
