import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A few ordinary requests, so the request and query families have samples. */
async function browse(t: TestApp): Promise<string> {
  const list = await t.app.inject({ url: '/api/v1/public/products?limit=2' });
  expect(list.statusCode).toBe(200);
  const id: string = list.json().data[0]._id;
  expect((await t.app.inject({ url: `/api/v1/products/${id}` })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/v1/public/faqs' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
  return id;
}

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}) {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('does not exist, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /metrics not found.' });
    }
    expect(t.app.metricsAddress()).toBeNull();
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t.close());

  it('asks for the token when none is sent', async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json().message).toBe(
      'A metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
    );
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a wrong token', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(
        authorization.startsWith('Basic') ? 401 : 403,
      );
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer no' } });
    expect(wrong.json()).toEqual({ message: 'The metrics token is not valid.' });
  });

  it('answers the Prometheus text format with every family after a few requests', async () => {
    const productId = await browse(t);
    const job = await t.app.jobs.enqueue({
      type: 'test.mail',
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(job).toBeDefined();

    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;

    // Requests by route pattern and status, never by raw URL.
    const detail = { route: '/api/v1/products/:id', method: 'GET', status_code: '200' };
    expect(sample(body, 'http_request_duration_seconds_count', detail)).toBe(1);
    expect(
      sample(body, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    expect(body).not.toContain(productId);
    expect(body).not.toContain('no-such-thing');

    // Queries by driver and kind; the pool only on PostgreSQL.
    const driver = t.database.kind;
    expect(
      sample(body, 'db_query_duration_seconds_count', { driver, operation: 'select' }),
    ).toBeGreaterThan(0);
    expect(
      sample(body, 'db_query_duration_seconds_count', { driver, operation: 'insert' }),
    ).toBeGreaterThan(0);
    if (driver === 'postgres') {
      expect(sample(body, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(body, 'db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sample(body, 'db_pool_max_connections')).toBe(10);
    } else {
      expect(body).not.toContain('db_pool_connections');
    }

    // The catalogue snapshot, the job queue and the mail backlog, read at scrape time.
    expect(sample(body, 'shop_catalogue_snapshot_version')).toBeGreaterThan(0);
    expect(sample(body, 'shop_catalogue_snapshot_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'shop_jobs', { type: 'test.mail', status: 'pending' })).toBe(1);
    expect(sample(body, 'shop_jobs_oldest_due_age_seconds')).toBe(0);
    expect(sample(body, 'shop_mail_outbox_backlog', { state: 'queued' })).toBe(1);
    expect(sample(body, 'shop_mail_outbox_backlog', { state: 'failed' })).toBe(0);

    // The process: memory and event-loop lag.
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('serves every metric the sample Grafana dashboard charts', async () => {
    const dashboard = readFileSync(
      new URL('../../../../docs/grafana-dashboard.json', import.meta.url),
      'utf8',
    );
    const exprs = (JSON.parse(dashboard) as { panels: { targets?: { expr: string }[] }[] }).panels
      .flatMap((panel) => panel.targets ?? [])
      .map((target) => target.expr);
    const names = new Set(
      exprs
        .flatMap((expr) => expr.match(/\b(?:http|db|shop|process|nodejs)_[a-z0-9_]+/g) ?? [])
        .map((name) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(names.size).toBeGreaterThan(10);
    const body = (
      await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    for (const name of names) {
      // The pool exists only on PostgreSQL.
      if (name.startsWith('db_pool_') && t.database.kind === 'pglite') continue;
      expect(body, name).toContain(`# TYPE ${name} `);
    }
  });

  it('counts each further request in its route series', async () => {
    const read = async () =>
      (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const labels = { route: '/api/v1/public/faqs', status_code: '200' };
    const before = sample(await read(), 'http_request_duration_seconds_count', labels) ?? 0;
    await t.app.inject({ url: '/api/v1/public/faqs' });
    await t.app.inject({ url: '/api/v1/public/faqs' });
    expect(sample(await read(), 'http_request_duration_seconds_count', labels)).toBe(before + 2);
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
  });
  afterAll(async () => t.close());

  const url = (path: string) => {
    const address = t.app.metricsAddress();
    if (!address) throw new Error('the metrics listener is not running');
    return `http://127.0.0.1:${address.port}${path}`;
  };

  it('serves /metrics on its own port and not on the main one', async () => {
    await browse(t);
    const response = await fetch(url('/metrics'));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(
      sample(body, 'http_request_duration_seconds_count', { route: '/api/v1/public/faqs' }),
    ).toBe(1);
    expect(body).toContain('# TYPE shop_catalogue_snapshot_version gauge');

    const main = await t.app.inject({ url: '/metrics' });
    expect(main.statusCode).toBe(404);
    expect(main.body).not.toContain('http_request_duration_seconds');
  });

  it('serves nothing else on the metrics port', async () => {
    for (const path of ['/', '/healthz', '/api/v1/public/faqs', '/metrics/x']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await fetch(url('/metrics'), { method: 'POST' })).status).toBe(404);
  });
});

describe('METRICS_PORT together with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(async () => t.close());

  it('wants the token on the metrics port too', async () => {
    const port = t.app.metricsAddress()?.port;
    const base = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(base, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    const ok = await fetch(base, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('/metrics while the shop is under maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, MAINTENANCE_MODE: 'true' } });
  });
  afterAll(async () => t.close());

  it('keeps answering the monitor while shoppers get 503', async () => {
    expect((await t.app.inject({ url: '/api/v1/public/faqs' })).statusCode).toBe(503);
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      sample(response.body, 'http_request_duration_seconds_count', {
        route: '/api/v1/public/faqs',
        status_code: '503',
      }),
    ).toBe(1);
  });
});
