import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath } from '../../plugins/web';
import { createMaintenanceRepository } from './repository';
import { createMaintenanceService, type MaintenanceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceService;
  }
}

/** The change-message topic (docs/decisions/032): the command line announces on it too. */
export const MAINTENANCE_CHANGES = 'maintenance';

export const MAINTENANCE_PAGE = '/under-maintenance';
export const MAINTENANCE_MESSAGE = 'The shop is under maintenance. Please try again soon.';

/** Pages that keep answering while the shop is closed (probes of load balancers and monitors). */
const OPEN_PAGES = new Set([MAINTENANCE_PAGE, '/healthz', '/readyz']);
/** The staff console keeps working while the shop is closed: that is where the switch is. */
const OPEN_PAGE_PREFIXES = ['/admin'];
/** API paths that keep answering: the console's API and its sign-in stay open to staff. */
const OPEN_API_PREFIXES = [
  '/api/docs',
  '/api/v1/public/site-settings',
  '/api/v1/admin',
  '/api/v1/auth/login',
];

const isOpenPage = (pathname: string) =>
  OPEN_PAGES.has(pathname) ||
  OPEN_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const isOpenApi = (pathname: string) =>
  OPEN_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Maintenance mode: page paths redirect to the maintenance page (the storefront shows it),
 * API calls answer 503. Static files, media, runtime config and health checks keep working.
 * Registered before the routes, so its hook runs for every one of them.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const service = createMaintenanceService({
      repository: createMaintenanceRepository(app.database.db),
      projectId: app.config.projectId,
      forcedOn: app.config.maintenanceMode,
      requestDir: app.config.dataDir,
      cacheMs: app.config.maintenanceCacheMs,
      onError: (error) => app.log.error({ err: error }, 'could not read the maintenance switch'),
      announce: () => app.broadcast.publish(MAINTENANCE_CHANGES),
    });
    app.decorate('maintenance', service);
    app.broadcast.subscribe(MAINTENANCE_CHANGES, () => service.forget());

    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const page = isPagePath(request.method, pathname);
      const api = pathname.startsWith('/api/');
      if (page ? isOpenPage(pathname) : !api || isOpenApi(pathname)) return;
      if (!(await service.isOn())) return;
      reply.header('Cache-Control', 'no-store');
      if (page) return reply.redirect(MAINTENANCE_PAGE, 302);
      return (
        reply
          .code(503)
          .header('Retry-After', '300')
          // Tells the web app this 503 is maintenance (show that page), not an outage.
          .header('X-Shop-Maintenance', '1')
          .send({ message: MAINTENANCE_MESSAGE })
      );
    });
  },
  { name: 'maintenance', dependencies: ['platform'] },
);
