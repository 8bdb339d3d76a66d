import { identityDocumentSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { createAppDocuments } from './documents-service';
import { sendDocumentFile } from './document-file-reply';
import { readDocumentUpload } from './documents-upload';

const idParams = z.object({ id: z.string().max(100) });

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createAppDocuments(app).service;
  const guarded = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/my-info/documents',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'The caller’s identity documents',
        security,
        response: { 200: z.object({ data: z.array(identityDocumentSchema) }) },
      },
    },
    async (request) => ({ data: await documents.list(currentUser(request).id) }),
  );

  app.post(
    '/api/v1/my-info/documents',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary:
          'Uploads an identity document (multipart: type, number, expiry; front/back images or pdf)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: identityDocumentSchema }) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request);
      const document = await documents.create(currentUser(request).id, upload);
      return reply.status(201).send({ data: document });
    },
  );

  app.get(
    '/api/v1/my-info/documents/:id/files/:side',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'One file of the caller’s document (never cached)',
        security,
        params: idParams.extend({ side: z.string().max(10) }),
      },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      return sendDocumentFile(reply, await documents.openFile(currentUser(request).id, id, side));
    },
  );

  app.delete(
    '/api/v1/my-info/documents/:id',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Deletes one of the caller’s documents and its files',
        security,
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
      },
    },
    async (request) => ({
      data: await documents.remove(currentUser(request).id, request.params.id),
    }),
  );
};
