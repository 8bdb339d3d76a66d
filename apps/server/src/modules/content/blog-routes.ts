import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBlogRepository } from './blog-repository';
import { createBlogService } from './blog-service';
import type { ProductLookup } from '../catalogue/index';
import { blogDetailSchema, blogListSchema, blogTagsSchema, optionalQueryText } from '@shop/shared';

export const blogRoutes: FastifyPluginAsyncZod<{ products: ProductLookup }> = async (
  app,
  { products },
) => {
  const blogs = createBlogService(
    createBlogRepository(app.database.db, () => app.clock.now()),
    app.config.projectId,
    products,
  );

  app.get(
    '/api/v1/public/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Published articles, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
          limit: z.coerce
            .number()
            .int()
            .min(1, 'limit must be 1 or more.')
            .max(50, 'limit must be 50 or less.')
            .default(9),
          tag: optionalQueryText(40),
        }),
        response: { 200: blogListSchema },
      },
    },
    async (request) => blogs.list(request.query),
  );

  app.get(
    '/api/v1/public/blog-tags',
    {
      schema: {
        tags: ['content'],
        summary: 'Tags of the published articles with how many carry each',
        response: { 200: blogTagsSchema },
      },
    },
    async () => ({ data: await blogs.tags() }),
  );

  app.get(
    '/api/v1/public/blogs/:id',
    {
      schema: {
        tags: ['content'],
        summary:
          'One published article by id or slug, as safe HTML, with related articles and the products it links to',
        params: z.object({ id: z.string().trim().min(1).max(200) }),
        response: { 200: blogDetailSchema },
      },
    },
    async (request) => ({ data: await blogs.get(request.params.id) }),
  );
};
