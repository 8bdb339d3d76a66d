import { policySchema, requestPolicyRefundSchema, type PolicyFile } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { PoliciesService } from './policies-service';
import { readPolicyUpload } from './policy-upload';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export const policiesRoutes: FastifyPluginAsyncZod<{ policies: PoliciesService }> = async (
  app,
  { policies },
) => {
  const security = [{ bearer: [] }];

  app.get(
    '/api/orders/generate-then-download-policy/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'The caller’s protection-plan policy as a PDF (or, with format=base64, as JSON for the web’s PDF helper)',
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ format: z.enum(['pdf', 'base64']).default('pdf') }),
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await policies.document(
        currentUser(request).id,
        request.params.id,
      );
      reply.header('Cache-Control', 'private, no-store');
      if (request.query.format === 'base64') {
        const file: PolicyFile = {
          fileName,
          contentType: 'application/pdf',
          base64: Buffer.from(bytes).toString('base64'),
        };
        return reply.send({ data: file });
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(fileName))
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/api/orders/download-policy-pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Stores the customer’s signed copy of a policy (multipart: policyId, file — a PDF of 5 MB at most) and returns the stored file',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { policyId, pdf } = await readPolicyUpload(request);
      const { fileName, file } = await policies.storeSignedCopy(
        currentUser(request).id,
        policyId,
        pdf,
      );
      return reply
        .type('application/pdf')
        .header('Content-Length', file.size)
        .header('Content-Disposition', attachment(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/orders/request-policy-refund',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Requests the premium back within the cooling-off window; a live order moves to its *_with_refund status',
        body: requestPolicyRefundSchema,
        response: { 200: z.object({ data: policySchema }) },
      },
    },
    async (request) => ({
      data: await policies.requestRefund(
        currentUser(request).id,
        request.body.policyId,
        request.body.reason,
      ),
    }),
  );
};
