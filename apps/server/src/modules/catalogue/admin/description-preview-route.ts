import { dataEnvelope } from '@shop/shared';
import { PRODUCT_LIMITS } from '@shop/shared/admin/product';
import { labelMaxLengthMessage } from '@shop/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface DescriptionPreviewOptions {
  /** The content module's safe Markdown renderer: the storefront shows descriptions with it. */
  renderMarkdown: (source: string) => string;
}

const previewBodySchema = z.object({
  markdown: z.string({ error: 'markdown must be text.' }).max(PRODUCT_LIMITS.descriptionMax, {
    error: labelMaxLengthMessage('Description', PRODUCT_LIMITS.descriptionMax),
  }),
});

/** The product form's live preview: a description's Markdown as the shop will show it. */
export const descriptionPreviewRoute: FastifyPluginAsyncZod<DescriptionPreviewOptions> = async (
  app,
  { renderMarkdown },
) => {
  app.post(
    '/api/v1/admin/products/description-preview',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin: products'],
        security: [{ bearer: [] }],
        summary: 'Render a product description’s Markdown (no raw HTML, safe links only)',
        body: previewBodySchema,
        response: { 200: dataEnvelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.markdown) } }),
  );
};
