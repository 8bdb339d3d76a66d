import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats, QueryObserver } from '../../db/client';

/** Seconds; from a cached catalogue answer (~1 ms) to a slow PDF or upload (10 s). */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a primary-key read takes well under a millisecond, a dashboard sum much longer. */
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Read at scrape time only: a request never pays for these. */
export interface ScrapeSources {
  /** The pinned shop's catalogue snapshot, when it is loaded. */
  catalogue?(): { version: number; builtAt: number } | undefined;
  /** Background jobs by type and status (pending, running, failed) and the oldest due one. */
  jobs?(now: Date): Promise<{
    counts: { type: string; status: string; count: number }[];
    oldestDueAt: Date | null;
  }>;
  /** Mails waiting to go out, and mails the SMTP server refused. */
  mail?(): Promise<{ queued: number; failed: number }>;
  pool?(): PoolStats;
}

export interface ShopMetrics {
  registry: Registry;
  /** One finished HTTP request; `route` is the route pattern, never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Hand this to `DatabaseHandle.observeQueries`. */
  queryObserver: QueryObserver;
  /** Prometheus text exposition of everything above. */
  scrape(): Promise<string>;
  contentType: string;
  stop(): void;
}

/**
 * One registry per app (tests build many apps in one process), with the process's default
 * metrics (memory, event-loop lag, GC) and the shop's own families. Metric names and labels are
 * the contract docs/grafana-dashboard.json and the README rely on.
 */
export function createMetrics(sources: ScrapeSources): ShopMetrics {
  const registry = new Registry();
  /** Scrape-time reads shared by several families, forgotten after each scrape. */
  const scrapeResets: (() => void)[] = [];
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });

  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database queries by driver and statement kind.',
    labelNames: ['driver', 'operation'] as const,
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: 'db_query_errors_total',
    help: 'Database queries that failed, by driver and statement kind.',
    labelNames: ['driver', 'operation'] as const,
    registers: [registry],
  });

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The PostgreSQL pool size limit.',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }

  if (sources.catalogue) {
    const catalogue = sources.catalogue;
    new Gauge({
      name: 'shop_catalogue_snapshot_version',
      help: 'Catalogue version of the in-memory snapshot served to shoppers.',
      registers: [registry],
      collect() {
        const snapshot = catalogue();
        if (snapshot) this.set(snapshot.version);
      },
    });
    new Gauge({
      name: 'shop_catalogue_snapshot_age_seconds',
      help: 'Seconds since the in-memory catalogue snapshot was built.',
      registers: [registry],
      collect() {
        const snapshot = catalogue();
        if (snapshot) this.set((Date.now() - snapshot.builtAt) / 1000);
      },
    });
  }

  if (sources.jobs) {
    const readJobs = sources.jobs;
    // One query per scrape feeds both families.
    let pendingRead: Promise<Awaited<ReturnType<typeof readJobs>>> | undefined;
    const jobsNow = () => (pendingRead ??= readJobs(new Date()));
    new Gauge({
      name: 'shop_jobs',
      help: 'Background jobs by type and status (pending, running, failed).',
      labelNames: ['type', 'status'] as const,
      registers: [registry],
      async collect() {
        const { counts } = await jobsNow();
        this.reset();
        for (const row of counts) this.set({ type: row.type, status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'shop_jobs_oldest_due_age_seconds',
      help: 'How long the oldest due pending job has waited (0 when none is due).',
      registers: [registry],
      async collect() {
        const { oldestDueAt } = await jobsNow();
        this.set(oldestDueAt ? Math.max(0, (Date.now() - oldestDueAt.getTime()) / 1000) : 0);
      },
    });
    scrapeResets.push(() => {
      pendingRead = undefined;
    });
  }

  if (sources.mail) {
    const mail = sources.mail;
    new Gauge({
      name: 'shop_mail_outbox_backlog',
      help: 'Mails waiting to be delivered (queued mail jobs) and mails the SMTP server refused.',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const { queued, failed } = await mail();
        this.set({ state: 'queued' }, queued);
        this.set({ state: 'failed' }, failed);
      },
    });
  }

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(method, route, statusCode, seconds) {
      httpDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    queryObserver({ driver, operation }) {
      const started = performance.now();
      return (error) => {
        queryDuration.observe({ driver, operation }, (performance.now() - started) / 1000);
        if (error) queryErrors.inc({ driver, operation });
      };
    },
    async scrape() {
      try {
        return await registry.metrics();
      } finally {
        for (const reset of scrapeResets) reset();
      }
    },
    stop() {
      registry.clear();
    },
  };
}
