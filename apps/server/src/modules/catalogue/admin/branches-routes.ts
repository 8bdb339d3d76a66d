import { dataEnvelope } from '@shop/shared';
import { adminBranchSchema as branchSchema, branchInputSchema } from '@shop/shared/admin/branches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { AdminBranchesService } from './branches-service';

const idParams = z.object({ id: z.string().max(100) });

/** Branches in the console (`/api/v1/admin/branches`): staff and admins. */
export const adminBranchesRoutes: FastifyPluginAsyncZod<{
  branches: AdminBranchesService;
}> = async (app, { branches }) => {
  const guarded = { onRequest: app.requireStaff };
  const schemaBase = { tags: ['admin: branches'], security: [{ bearer: [] }] };
  const one = { 200: dataEnvelope(branchSchema) };

  app.get(
    '/api/v1/admin/branches',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Every branch, active or not, by name',
        response: { 200: dataEnvelope(z.array(branchSchema)) },
      },
    },
    async () => ({ data: await branches.list() }),
  );

  app.get(
    '/api/v1/admin/branches/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'One branch', params: idParams, response: one },
    },
    async (request) => ({ data: await branches.detail(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/branches',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Add a branch (a default one takes the flag from the others)',
        body: branchInputSchema,
        response: { 201: dataEnvelope(branchSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await branches.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/v1/admin/branches/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Change a branch (deactivate one that holds stock or served orders)',
        params: idParams,
        body: branchInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await branches.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/branches/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Delete a branch that never held stock nor served an order',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await branches.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
