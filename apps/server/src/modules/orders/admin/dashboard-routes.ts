import { dataEnvelope } from '@shop/shared';
import { dashboardQuerySchema, dashboardSchema } from '@shop/shared/admin/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDashboardRepository } from './dashboard-repository';
import { createDashboardService, type DashboardDeps } from './dashboard-service';

export interface DashboardAdminOptions {
  /** The shop's low shelves: the stock module's low-stock reader, composed in app.ts. */
  lowStock: DashboardDeps['lowStock'];
}

/** The console's dashboard (`/api/v1/admin/dashboard`): staff and admins; customers get 403. */
export const dashboardAdminPlugin: FastifyPluginAsyncZod<DashboardAdminOptions> = async (
  app,
  options,
) => {
  const dashboard = createDashboardService({
    repository: createDashboardRepository(app.database.db),
    lowStock: options.lowStock,
    projectId: app.config.projectId,
    now: () => app.clock.now(),
  });

  app.get(
    '/api/v1/admin/dashboard',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearer: [] }],
        summary:
          'Sales of today, the last 7 or 30 Manila days: revenue, orders, status groups, top products, low stock, returns waiting, a daily chart',
        querystring: dashboardQuerySchema,
        response: { 200: dataEnvelope(dashboardSchema) },
      },
    },
    async (request) => ({ data: await dashboard.read(request.query.range) }),
  );
};
