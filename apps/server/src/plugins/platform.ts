import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { createFileStores, type FileStores } from '../platform/storage/file-stores';
import { createOutbox } from '../modules/mail/index';
import { localBroadcast, type Broadcast, type RedisLink } from '../platform/redis/redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Uploaded files: private uploads and public media, on local disk or in a bucket. */
    files: FileStores;
    /** Change messages to and from the other nodes; a no-op without REDIS_URL. */
    broadcast: Broadcast;
    /** The Redis connection when REDIS_URL is set (its health is in /readyz). */
    redis: RedisLink | undefined;
  }
}

/**
 * Decorates the app with its configuration, database, mailer, file stores and link to the other
 * nodes. A bucket that cannot be used stops the start (ObjectStorageError), before any upload
 * could fail.
 */
export const platformPlugin = fp(
  async (
    app: FastifyInstance,
    options: { config: AppConfig; database: DatabaseHandle; mailer?: Mailer; redis?: RedisLink },
  ) => {
    const { config, database } = options;
    const files = createFileStores({
      dataDir: config.dataDir,
      objectStorage: config.objectStorage,
    });
    try {
      await files.check();
    } catch (error) {
      files.close();
      throw error;
    }
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
    app.decorate('files', files);
    app.decorate('broadcast', options.redis ?? localBroadcast);
    app.decorate('redis', options.redis);
    app.log.info(`Uploaded files: ${files.describe}`);
    app.addHook('onClose', async () => {
      files.close();
      await mailer.close();
    });
  },
  { name: 'platform' },
);
