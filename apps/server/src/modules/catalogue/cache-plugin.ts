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

const CHANGES = 'catalogue';

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache({
      repository: createCatalogueRepository(app.database.db),
      log: app.log,
      pinnedProjectId: app.config.projectId,
      // Another process's writes show up within this long even when no message arrives.
      pollMs: app.config.cataloguePollMs,
      announce: () => void app.broadcast.publish(CHANGES),
    });
    app.decorate('catalogue', cache);
    // Another node changed the catalogue (or Redis came back): check the version now.
    app.broadcast.subscribe(CHANGES, () => void cache.checkNow());
    // Loaded before the server listens, so the first shopper never waits for it.
    app.addHook('onReady', async () => {
      await cache.view(app.config.projectId);
      cache.start();
    });
    app.addHook('onClose', async () => cache.stop());
  },
  { name: 'catalogue-cache', dependencies: ['platform'] },
);
