import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from './catalogue-cache';
import { createCatalogueRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory catalogue; writers call `app.catalogue.invalidate()` after a change. */
    catalogue: CatalogueCache;
  }
}

/** Another process's writes show up within this long (the version poll). */
const VERSION_POLL_MS = 2000;

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache({
      repository: createCatalogueRepository(app.database.db),
      log: app.log,
      pinnedProjectId: app.config.projectId,
      pollMs: VERSION_POLL_MS,
    });
    app.decorate('catalogue', cache);
    // Loaded before the server listens, so the first shopper never waits for it.
    app.addHook('onReady', async () => {
      await cache.view(app.config.projectId);
      cache.start();
    });
    app.addHook('onClose', async () => cache.stop());
  },
  { name: 'catalogue-cache', dependencies: ['platform'] },
);
