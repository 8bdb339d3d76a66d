import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductLookup } from '../catalogue/index';
import { blogRoutes } from './blog-routes';
import { createBlogRepository } from './blog-repository';
import { createBlogService } from './blog-service';
import { contactRoutes } from './contact-routes';
import { createFaqRepository } from './faq-repository';
import { faqRoutes } from './faq-routes';
import { addConditionalGet } from './http-cache';
import { registerContentPageMeta } from './page-meta';
import { createPageRepository } from './page-repository';
import { pageRoutes } from './page-routes';
import { settingsRoutes } from './settings-routes';

/** Blogs, FAQs, editorial pages, the contact form and site settings, plus their page metadata. */
export const contentRoutes: FastifyPluginAsyncZod<{ products: ProductLookup }> = async (
  app,
  { products },
) => {
  addConditionalGet(app);
  await app.register(blogRoutes, { products });
  await app.register(faqRoutes);
  await app.register(pageRoutes);
  await app.register(contactRoutes);
  await app.register(settingsRoutes);

  const db = app.database.db;
  registerContentPageMeta(app, {
    blogs: createBlogService(
      createBlogRepository(db, () => app.clock.now()),
      app.config.projectId,
    ),
    faqs: createFaqRepository(db),
    pages: createPageRepository(db),
  });
};
