import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentsServiceDeps } from './documents-service';
import { createDocumentsRepository } from './documents-repository';
import { orderDocumentsRoutes } from './documents-routes';
import { createDocumentsService } from './documents-service';

export interface OrderDocumentsOptions {
  recordActivity: DocumentsServiceDeps['recordActivity'];
}

/** Packing slips and sales invoices of orders, for the console (issue #14 item 2). */
export const orderDocumentsPlugin: FastifyPluginAsyncZod<OrderDocumentsOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  await app.register(orderDocumentsRoutes, {
    documents: createDocumentsService({
      db,
      repository: createDocumentsRepository(db, app.config.projectId),
      seller: app.config.shop,
      recordActivity: options.recordActivity,
      now: () => app.clock.now(),
    }),
  });
};
