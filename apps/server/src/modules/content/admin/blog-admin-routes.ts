import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  blogListQuerySchema,
  blogPostInputSchema,
  blogPublicationSchema,
  markdownPreviewSchema,
} from '@shop/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedPicture } from '../../../lib/uploaded-picture-request';
import { renderMarkdown } from '../markdown';
import { actorOf } from './actor';
import type { AdminBlogService } from './blog-admin-service';
import { adminBlogPostSchema, coverSchema, idParams } from './content-admin-schemas';

/** The blog in the console (`/api/v1/admin/blog`) and the Markdown preview: staff and admins. */
export const adminBlogRoutes: FastifyPluginAsyncZod<{ blog: AdminBlogService }> = async (
  app,
  { blog },
) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: content'], security: [{ bearer: [] }] };
  const one = { 200: dataEnvelope(adminBlogPostSchema) };

  app.get(
    '/api/v1/admin/blog',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Articles, paged, searched by title/author/slug, filtered by status',
        querystring: blogListQuerySchema,
        response: { 200: listEnvelope(adminBlogPostSchema) },
      },
    },
    async (request) => blog.list(request.query),
  );

  app.get(
    '/api/v1/admin/blog/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'One article', params: idParams, response: one },
    },
    async (request) => ({ data: await blog.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/blog',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Write a new article (a draft until published or scheduled)',
        body: blogPostInputSchema,
        response: { 201: dataEnvelope(adminBlogPostSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await blog.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/blog/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Change an article’s text, slug, tags or cover',
        params: idParams,
        body: blogPostInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await blog.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/v1/admin/blog/:id/publication',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Publish now, schedule for a future moment, or unpublish (back to draft)',
        params: idParams,
        body: blogPublicationSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await blog.publication(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/blog/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Delete an article',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await blog.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/admin/blog/covers',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Upload a cover picture (JPEG, PNG or WebP, 10 MB at most) with its alt text',
        consumes: ['multipart/form-data'],
        response: { 201: dataEnvelope(coverSchema) },
      },
    },
    async (request, reply) => {
      const { file, alt } = await readUploadedPicture(request);
      return reply.code(201).send({ data: await blog.uploadCover(actorOf(request), file, alt) });
    },
  );

  app.post(
    '/api/v1/admin/markdown/preview',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The safe HTML the storefront shows for this Markdown',
        body: markdownPreviewSchema,
        response: { 200: dataEnvelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.markdown) } }),
  );
};
