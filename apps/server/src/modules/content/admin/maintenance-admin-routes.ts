import { dataEnvelope } from '@shop/shared';
import { maintenanceInputSchema } from '@shop/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor';
import { maintenanceStateSchema } from './content-admin-schemas';
import type { MaintenanceAdminService } from './maintenance-admin-service';

/** The maintenance switch (`/api/v1/admin/maintenance`): staff see it, admins flip it. */
export const adminMaintenanceRoutes: FastifyPluginAsyncZod<{
  maintenance: MaintenanceAdminService;
}> = async (app, { maintenance }) => {
  const schemaBase = { tags: ['admin: content'], security: [{ bearer: [] }] };
  const state = { 200: dataEnvelope(maintenanceStateSchema) };

  app.get(
    '/api/v1/admin/maintenance',
    {
      onRequest: app.requireStaff,
      schema: {
        ...schemaBase,
        summary: 'Whether the shop is closed for maintenance',
        response: state,
      },
    },
    async () => ({ data: await maintenance.status() }),
  );

  // Closing the whole shop is the owner's call, so only admins flip the switch.
  app.put(
    '/api/v1/admin/maintenance',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: 'Close the shop for maintenance or open it again (admins only)',
        body: maintenanceInputSchema,
        response: state,
      },
    },
    async (request) => ({ data: await maintenance.set(actorOf(request), request.body.on) }),
  );
};
