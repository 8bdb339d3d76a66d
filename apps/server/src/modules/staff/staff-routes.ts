import { dataEnvelope, listEnvelope } from '@shop/shared';
import {
  consoleUserSchema,
  staffInviteSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffRoleBodySchema,
} from '@shop/shared/admin/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { StaffService } from './staff-service';

const idParams = z.object({ id: z.uuid({ error: 'Must be a valid id.' }) });
const member = dataEnvelope(staffMemberSchema);

/**
 * The console's account routes: who is signed in (staff and admin), and the staff accounts an
 * admin manages. Every write answers the account as it is now.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const admin = { onRequest: app.requireAdmin };
  const actor = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, email: user.email };
  };

  app.get(
    '/api/v1/admin/me',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'The signed-in console user (staff or admin) and their role',
        response: { 200: dataEnvelope(consoleUserSchema) },
      },
    },
    async (request) => ({ data: await staff.me(currentUser(request).id) }),
  );

  app.get(
    '/api/v1/admin/staff',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Staff and admin accounts: paged, sorted, filtered by name/e-mail, role, status',
        querystring: staffListQuerySchema,
        response: { 200: listEnvelope(staffMemberSchema) },
      },
    },
    async (request) => staff.list(request.query),
  );

  app.post(
    '/api/v1/admin/staff',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Invites a staff member: creates the account and mails a set-password link',
        body: staffInviteSchema,
        response: { 201: member },
      },
    },
    async (request, reply) => {
      const data = await staff.invite(actor(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/v1/admin/staff/:id/invitation',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Mails a new set-password link to an account that has not set its password',
        params: idParams,
        response: { 200: member },
      },
    },
    async (request) => ({ data: await staff.reinvite(actor(request), request.params.id) }),
  );

  app.put(
    '/api/v1/admin/staff/:id/role',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Changes an account’s role (not your own; never the last active admin); its sessions end',
        params: idParams,
        body: staffRoleBodySchema,
        response: { 200: member },
      },
    },
    async (request) => ({
      data: await staff.changeRole(actor(request), request.params.id, request.body.role),
    }),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/v1/admin/staff/:id/${verb}`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: disabled
            ? 'Disables an account (not your own; never the last active admin): it cannot sign in and its sessions end'
            : 'Enables a disabled account again',
          params: idParams,
          response: { 200: member },
        },
      },
      async (request) => ({
        data: await staff.setDisabled(actor(request), request.params.id, disabled),
      }),
    );
  }
};
