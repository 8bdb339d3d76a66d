import { dataEnvelope } from '@shop/shared';
import { EDITABLE_PAGES, pageInputSchema } from '@shop/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import { adminPageSchema } from './content-admin-schemas';
import type { AdminPageService } from './page-admin-service';

const slugParams = z.object({
  slug: z.enum(EDITABLE_PAGES, { error: 'The page can be about-us, terms or privacy.' }),
});

/** About us, terms and privacy in the console (`/api/v1/admin/pages/:slug`). */
export const adminPageRoutes: FastifyPluginAsyncZod<{ pages: AdminPageService }> = async (
  app,
  { pages },
) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: content'], security: [{ bearer: [] }] };
  const one = { 200: dataEnvelope(adminPageSchema) };

  app.get(
    '/api/v1/admin/pages/:slug',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'A page with its sections and the values its placeholders are filled with',
        params: slugParams,
        response: one,
      },
    },
    async (request) => ({ data: await pages.read(request.params.slug) }),
  );

  app.put(
    '/api/v1/admin/pages/:slug',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Save a page’s title, intro and Markdown sections',
        params: slugParams,
        body: pageInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await pages.save(actorOf(request), request.params.slug, request.body),
    }),
  );
};
