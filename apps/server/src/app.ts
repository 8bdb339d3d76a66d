import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@shop/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { observabilityPlugin } from './plugins/observability';
import { openApiPlugin } from './plugins/openapi';
import { platformPlugin } from './plugins/platform';
import { textGuardPlugin } from './plugins/text-guard';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { commercePlugin } from './plugins/commerce';
import { ofwRoutes } from './modules/ofw/index';
import { jobsPlugin } from './platform/jobs/plugin';
import { traceLogFields } from './platform/observability/log-trace';
import type { Tracing } from './platform/observability/tracing';
import { connectRedis } from './platform/redis/redis-link';
import { sharedRateLimitStore } from './platform/redis/rate-limit-store';
import { redisSessionVersions } from './platform/redis/session-versions';
import { SESSION_VERSION_TTL_MS } from './platform/auth/session-versions';
import { accountRoutes, customersAdminPlugin } from './modules/account/index';
import { activityPlugin } from './modules/activity/index';
import {
  authRoutes,
  createAccountAccessCheck,
  createAuthServices,
  createSessionVersionCheck,
} from './modules/auth/index';
import {
  catalogueAdminRoutes,
  type CatalogueAdminOptions,
  catalogueCachePlugin,
  catalogueRoutes,
  reviewsPlugin,
  createCategoryMembership,
  createProductLookup,
} from './modules/catalogue/index';
import { createPersonalCodes, discountsAdminPlugin } from './modules/checkout/index';
import { tradeInPlugin } from './modules/trade-in/index';
import { contentAdminRoutes, contentRoutes } from './modules/content/index';
import { healthRoutes } from './modules/health/index';
import { maintenancePlugin } from './modules/maintenance/index';
import { mediaRoutes } from './modules/media/index';
import { operatorRoutes } from './modules/operator/index';
import {
  createOrderedGoods,
  orderDocumentsPlugin,
  dashboardAdminPlugin,
  ordersPlugin,
  returnsAdminPlugin,
  ordersAdminPlugin,
  shelfKey,
} from './modules/orders/index';
import { policiesPlugin, policiesRoutes } from './modules/policies/index';
import { runtimeConfigRoutes } from './modules/runtime-config/index';
import { siteRoutes } from './modules/site/index';
import { staffPlugin } from './modules/staff/index';
import {
  createLowStockReader,
  createStockRepository,
  stockAdminPlugin,
} from './modules/stock/index';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass a mailer bound to a local SMTP server or a temporary folder. */
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Started by main.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set (tests pass their own). */
  tracing?: Tracing;
}

/** Fastify's typings lack the hop-count form: the nearest `hops` senders are proxies. */
const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Builds the whole service from its configuration; main.ts boots it, tests inject into it.
 * This and plugins/commerce.ts are the composition root: modules get their collaborators here.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // trace_id/span_id on every line written inside a traced request.
            mixin: traceLogFields,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Start-up loads the whole catalogue before listening (onReady): a 100,000-product shop on
    // the embedded database takes longer than Fastify's default 10 s for that.
    pluginTimeout: 5 * 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { nodeName } = config;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Which node of a cluster answered (the cluster test counts both behind the balancer).
    if (nodeName) reply.header('x-served-by', nodeName);
  });

  // Shared with the other nodes when REDIS_URL is set (docs/decisions/032); never required.
  const redis = config.redis
    ? await connectRedis({ ...config.redis, log: app.log.child({ component: 'redis' }) })
    : undefined;
  if (redis) app.addHook('onClose', () => redis.close());

  // Tier 1: cross-cutting HTTP concerns. Metrics and traces first: they wrap every route.
  await app.register(observabilityPlugin, {
    config,
    database: options.database,
    tracing: options.tracing,
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    rateLimitStore: redis && sharedRateLimitStore(redis),
  });
  await app.register(textGuardPlugin);
  await app.register(openApiPlugin);
  // Identity documents: each file 5 MB at most (spec section 9); routes read parts themselves.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  // Tier 2: platform adapters.
  await app.register(platformPlugin, {
    config,
    database: options.database,
    mailer: options.mailer,
    redis,
  });
  await app.register(authPlugin, {
    sessionVersions: createSessionVersionCheck(
      options.database.db,
      redis && {
        versions: redisSessionVersions(redis, SESSION_VERSION_TTL_MS),
        onFailure: (error) => redis.reportFailure(error, 'session versions'),
      },
    ),
    accounts: createAccountAccessCheck(options.database.db),
  });
  // Before any page or module route, so its hook runs for all of them.
  await app.register(maintenancePlugin);
  // Tier 3: the storefront's pages (its registry is where modules add page metadata), then modules.
  await app.register(webPlugin, { webDist: config.webDist });
  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(siteRoutes);
  await app.register(ofwRoutes);
  // Uploaded product photos: public files, served by /media/… with year-long caching.
  const mediaStore = app.files.media;
  await app.register(mediaRoutes, { store: mediaStore });
  await app.register(catalogueCachePlugin);
  await app.register(catalogueRoutes);
  // Favorites and blog articles read product cards from the same in-memory catalogue.
  const productLookup = createProductLookup({ cache: app.catalogue, projectId: config.projectId });
  await app.register(contentRoutes, { products: productLookup });
  const auth = createAuthServices(app);
  await app.register(authRoutes, { services: auth });
  await app.register(accountRoutes, { users: auth.users, products: productLookup });
  await app.register(jobsPlugin);
  await app.register(policiesPlugin);
  await app.register(ordersPlugin, { policies: app.policies });
  await app.register(commercePlugin);
  await app.register(policiesRoutes, { policies: app.policies });
  await app.register(operatorRoutes);
  // The console's API (/api/v1/admin/...): every write is recorded in the activity log.
  await app.register(activityPlugin);
  await app.register(staffPlugin);
  const orderedGoods = createOrderedGoods(options.database.db);
  const recordActivity: CatalogueAdminOptions['recordActivity'] = (tx, actor, change) =>
    app.activity.record(tx, actor, change);
  await app.register(catalogueAdminRoutes, {
    mediaStore,
    orderedGoods,
    recordActivity,
    setAvailable: createStockRepository(options.database.db).setAvailable,
    branchEverOrdered: (branchId, tx) => orderedGoods.branchEverOrdered(branchId, tx),
  });
  await app.register(stockAdminPlugin, {
    orders: {
      reservedUnits: (variantIds, tx) => orderedGoods.reservedUnits(variantIds, tx),
      orderNumbers: (ids) => orderedGoods.orderNumbers(ids),
      shelfKey,
    },
    recordActivity,
  });
  await app.register(contentAdminRoutes, {
    mediaStore,
    recordActivity,
  });
  await app.register(orderDocumentsPlugin, { recordActivity });
  await app.register(customersAdminPlugin, { users: auth.users, recordActivity });
  await app.register(dashboardAdminPlugin, {
    lowStock: createLowStockReader(options.database.db),
  });
  await app.register(discountsAdminPlugin, {
    catalogue: createCategoryMembership(options.database.db, config.projectId),
    orders: { summaries: (ids) => orderedGoods.summaries(ids) },
    recordActivity,
  });
  await app.register(tradeInPlugin, {
    codes: createPersonalCodes(options.database.db, config.projectId),
    products: productLookup,
    recordActivity,
  });
  await app.register(returnsAdminPlugin, { recordActivity, policies: app.policies });
  await app.register(ordersAdminPlugin, { recordActivity, policies: app.policies });
  await app.register(reviewsPlugin, {
    mediaStore,
    purchases: {
      purchase: (orderId) => orderedGoods.purchase(orderId),
      orderNumbers: (ids) => orderedGoods.orderNumbers(ids),
    },
    recordActivity,
  });

  return app;
}
