import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { createOutbox } from '../modules/mail/index';
import { localBroadcast, type Broadcast, type RedisLink } from '../platform/redis/redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Change messages to and from the other nodes; a no-op without REDIS_URL. */
    broadcast: Broadcast;
    /** The Redis connection when REDIS_URL is set (its health is in /readyz). */
    redis: RedisLink | undefined;
  }
}

/** Decorates the app with its configuration, database, mailer and link to the other nodes. */
export const platformPlugin = fp(
  async (
    app: FastifyInstance,
    options: { config: AppConfig; database: DatabaseHandle; mailer?: Mailer; redis?: RedisLink },
  ) => {
    const { config, database } = options;
    const mailer =
      options.mailer ??
      createMailer({
        from: config.mailFrom,
        mailDir: path.join(config.dataDir, 'mail'),
        smtpUrl: config.smtpUrl,
        store: createOutbox(database.db),
      });
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('mailer', mailer);
    app.decorate('broadcast', options.redis ?? localBroadcast);
    app.decorate('redis', options.redis);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'platform' },
);
