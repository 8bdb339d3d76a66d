import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { createAdminBlogRepository } from './blog-admin-repository';
import { adminBlogRoutes } from './blog-admin-routes';
import { createAdminBlogService } from './blog-admin-service';
import type { RecordActivity } from './content-admin-deps';
import { createAdminFaqRepository } from './faq-admin-repository';
import { adminFaqRoutes } from './faq-admin-routes';
import { createAdminFaqService } from './faq-admin-service';
import { adminMaintenanceRoutes } from './maintenance-admin-routes';
import { createMaintenanceAdminService } from './maintenance-admin-service';
import { createAdminPageRepository } from './page-admin-repository';
import { adminPageRoutes } from './page-admin-routes';
import { createAdminPageService } from './page-admin-service';

export interface ContentAdminOptions {
  /** The public media store blog covers are kept in. */
  mediaStore: FileStorage;
  recordActivity: RecordActivity;
}

/** The console's content API under /api/v1/admin: blog, FAQs, pages and the maintenance switch. */
export const contentAdminRoutes: FastifyPluginAsyncZod<ContentAdminOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const projectId = app.config.projectId;
  const { recordActivity } = options;

  await app.register(adminBlogRoutes, {
    blog: createAdminBlogService({
      repository: createAdminBlogRepository(db),
      store: options.mediaStore,
      recordActivity,
      projectId,
      now: () => app.clock.now(),
    }),
  });
  await app.register(adminFaqRoutes, {
    faqs: createAdminFaqService({
      repository: createAdminFaqRepository(db),
      recordActivity,
      projectId,
    }),
  });
  await app.register(adminPageRoutes, {
    pages: createAdminPageService({
      repository: createAdminPageRepository(db),
      recordActivity,
      projectId,
      legal: app.config.legal,
    }),
  });
  await app.register(adminMaintenanceRoutes, {
    maintenance: createMaintenanceAdminService({
      maintenance: app.maintenance,
      transaction: (work) => db.transaction(work),
      recordActivity,
    }),
  });
};
