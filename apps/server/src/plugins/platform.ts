import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { createOutbox } from '../modules/mail/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    mailer: Mailer;
  }
}

/** Decorates the app with its configuration, database and mailer. */
export const platformPlugin = fp(
  async (
    app: FastifyInstance,
    options: { config: AppConfig; database: DatabaseHandle; mailer?: Mailer },
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
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'platform' },
);
