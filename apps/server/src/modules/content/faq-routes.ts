import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFaqRepository } from './faq-repository';
import { faqListSchema, optionalQueryText } from '@shop/shared';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const faqs = createFaqRepository(app.database.db);

  app.get(
    '/api/v1/public/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions in page order; search matches question or answer',
        querystring: z.object({ search: optionalQueryText(100) }),
        response: { 200: faqListSchema },
      },
    },
    async (request) => {
      const rows = await faqs.list(app.config.projectId, request.query.search);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          question: row.question,
          answer: row.answer,
          category: row.category,
          sort_order: row.sortOrder,
        })),
      };
    },
  );
};
