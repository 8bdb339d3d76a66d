import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createOutbox } from '../modules/mail/index';
import { createJobsStats } from '../platform/jobs/jobs-stats';
import { createMetrics, type ShopMetrics } from '../platform/observability/metrics';
import type { Tracing } from '../platform/observability/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener's address once the app is ready; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

export interface ObservabilityOptions {
  config: AppConfig;
  database: DatabaseHandle;
  tracing?: Tracing;
}

type Access = 'granted' | 'missing' | 'wrong';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer token check in constant time (hashing first makes the lengths equal). */
function checkToken(authorization: string | undefined, token: string | undefined): Access {
  if (token === undefined) return 'granted';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return 'missing';
  return timingSafeEqual(digest(match[1]), digest(token)) ? 'granted' : 'wrong';
}

const MESSAGES = {
  missing: 'A metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
  wrong: 'The metrics token is not valid.',
};

/**
 * Metrics and traces (docs/decisions/035). Registered before every route: Fastify's trace
 * plugin wraps the routes registered after it, and the timing hook must see every request.
 * Without METRICS_TOKEN and METRICS_PORT nothing is measured and /metrics answers 404.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, options: ObservabilityOptions) => {
    const { config, database, tracing } = options;
    const { metricsToken, metricsPort, metricsHost } = config.observability;

    if (tracing) {
      await app.register(tracing.fastifyPlugin);
      database.observeQueries(tracing.queryObserver);
    }

    const metrics =
      metricsToken !== undefined || metricsPort !== undefined
        ? createShopMetrics(app, config, database)
        : undefined;
    if (metrics) {
      database.observeQueries(metrics.queryObserver);
      app.addHook('onResponse', async (request, reply) => {
        metrics.observeRequest(
          request.method,
          // The pattern (`/api/v1/products/:id`), so one series per route, not per URL.
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      });
      app.addHook('onClose', async () => metrics.stop());
    }

    // Always a route, so /metrics is never taken for a storefront page (which would answer 200).
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!metrics || metricsToken === undefined) {
        return reply.status(404).send({ message: 'Route GET /metrics not found.' });
      }
      const access = checkToken(request.headers.authorization, metricsToken);
      // Answered here: the app's error handler is set after this route exists.
      if (access === 'missing') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: MESSAGES.missing });
      }
      if (access === 'wrong') return reply.status(403).send({ message: MESSAGES.wrong });
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.scrape());
    });

    let listener: http.Server | undefined;
    if (metrics && metricsPort !== undefined) {
      const server = http.createServer((request, response) => {
        serveMetricsPort(app, metrics, metricsToken, request, response);
      });
      listener = server;
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(metricsPort, metricsHost, () => {
            server.off('error', reject);
            resolve();
          });
        });
        app.log.info({ address: server.address() }, 'metrics listener ready');
      });
      app.addHook('onClose', async () => {
        if (!server.listening) return;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
    app.decorate('metricsAddress', () => {
      const address = listener?.address();
      return address && typeof address === 'object' ? address : null;
    });
  },
  { name: 'observability' },
);

function createShopMetrics(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
): ShopMetrics {
  const jobs = createJobsStats(database.db);
  const outbox = createOutbox(database.db);
  return createMetrics({
    catalogue: () => {
      if (!app.hasDecorator('catalogue')) return undefined;
      const view = app.catalogue.loaded(config.projectId);
      return view && { version: view.snapshot.version, builtAt: view.builtAt };
    },
    jobs: (now) => jobs.read(now),
    mail: async () => {
      // Order mails are jobs of type `order.mail`; any later mail job is named the same way.
      const [queued, failed] = await Promise.all([jobs.countLive('%mail%'), outbox.countFailed()]);
      return { queued, failed };
    },
    pool: database.poolStats,
  });
}

/** The METRICS_PORT listener: /metrics and nothing else, no cookies, no storefront. */
function serveMetricsPort(
  app: FastifyInstance,
  metrics: ShopMetrics,
  token: string | undefined,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  const json = (status: number, message: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify({ message }));
  };
  const pathname = (request.url ?? '').split('?')[0];
  if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return json(404, 'Not found.');
  }
  const access = checkToken(request.headers.authorization, token);
  if (access === 'missing') {
    return json(401, MESSAGES.missing, { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  if (access === 'wrong') return json(403, MESSAGES.wrong);
  metrics.scrape().then(
    (body) => {
      response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'metrics scrape failed');
      json(500, 'The metrics could not be collected.');
    },
  );
}
