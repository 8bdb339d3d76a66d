import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEGAL_PLACEHOLDER_TOKENS } from '@shop/shared/admin/content';
import { notFound } from '../../errors';
import { renderMarkdown } from './markdown';
import { createPageRepository } from './page-repository';
import { presentImage } from './presenters';
import { legalPageSchema, pageSchema } from '@shop/shared';

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

  async function present(slug: string) {
    const page = await pages.find(app.config.projectId, slug);
    if (!page) return undefined;
    return {
      title: page.title,
      intro: fill(page.intro),
      sections: page.sections.map((section) => ({
        _id: section.id,
        heading: fill(section.heading),
        html: renderMarkdown(fill(section.body)),
        image: section.image ? presentImage(section.image) : null,
      })),
    };
  }

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
      const page = await present(request.params.slug);
      if (!page) throw notFound('The page does not exist.');
      return { data: page };
    },
  );

  app.get(
    '/api/v1/public/legal-pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'The terms or the privacy policy as staff wrote them; null while the built-in text stands',
        params: z.object({
          slug: z.enum(['terms', 'privacy'], { error: 'The page is terms or privacy.' }),
        }),
        response: { 200: legalPageSchema },
      },
    },
    async (request) => ({ data: (await present(request.params.slug)) ?? null }),
  );
};
