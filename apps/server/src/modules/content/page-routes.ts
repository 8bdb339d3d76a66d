import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEGAL_PLACEHOLDER_TOKENS } from '@shop/shared/admin/content';
import { notFound } from '../../errors';
import { renderMarkdown } from './markdown';
import { createPageRepository } from './page-repository';
import { presentImage } from './presenters';
import { pageSchema } from '@shop/shared';

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createPageRepository(app.database.db);
  const { effectiveDate, jurisdiction } = app.config.legal;
  // Staff write the placeholders; the configured values replace them (unset ones keep showing).
  const fill = (text: string) =>
    text
      .replaceAll(
        LEGAL_PLACEHOLDER_TOKENS.effectiveDate,
        effectiveDate ?? LEGAL_PLACEHOLDER_TOKENS.effectiveDate,
      )
      .replaceAll(
        LEGAL_PLACEHOLDER_TOKENS.jurisdiction,
        jurisdiction ?? LEGAL_PLACEHOLDER_TOKENS.jurisdiction,
      );

  app.get(
    '/api/v1/public/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'An editorial page (about-us, terms, privacy) with its sections as safe HTML',
        params: z.object({
          slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'The page name is not valid.'),
        }),
        response: { 200: pageSchema },
      },
    },
    async (request) => {
      const page = await pages.find(app.config.projectId, request.params.slug);
      if (!page) throw notFound('The page does not exist.');
      return {
        data: {
          title: page.title,
          intro: fill(page.intro),
          sections: page.sections.map((section) => ({
            _id: section.id,
            heading: fill(section.heading),
            html: renderMarkdown(fill(section.body)),
            image: section.image ? presentImage(section.image) : null,
          })),
        },
      };
    },
  );
};
