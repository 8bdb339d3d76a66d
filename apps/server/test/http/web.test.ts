import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

const INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const CONSOLE =
  '<!doctype html><html><head><title>Staff console</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of [
    ['index.html', INDEX],
    ['admin.html', CONSOLE],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WEB_DIST: fakeBuild(), CATALOGUE_BASE_URL: 'https://catalogue.example.ph' },
  });
});
afterAll(() => t.close());

describe('serving the storefront', () => {
  it('serves hashed assets brotli-compressed with a one-year immutable cache', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('falls back to gzip for clients without brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    '/',
    '/products?search=sofa',
    '/orders/123',
    '/checkout/shipping_information',
    '/no/such/page',
  ])('answers the page path %s with index.html, never cached', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(['/admin', '/admin/login', '/admin/products?page=2'])(
    'answers the console path %s with the console page, kept out of search engines',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Staff console</title>');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing asset with 404, not the app', async () => {
    const response = await t.app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves a real robots.txt', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('serves the three runtime config files from configuration', async () => {
    const auth = await t.app.inject({ url: '/config/auth.json' });
    expect(auth.json()).toEqual({ baseUrl: '', projectId: 'test-shop' });
    const catalogue = await t.app.inject({ url: '/config/catalogue.json' });
    expect(catalogue.json()).toEqual({
      baseUrl: 'https://catalogue.example.ph',
      projectId: 'test-shop',
    });
    expect((await t.app.inject({ url: '/config/checkout.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/config/other.json' })).statusCode).toBe(400);
  });

  it('sends security headers that keep plain-http access working', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data:");
    // The same headers on every answer, API calls included, request after request.
    for (let request = 0; request < 2; request++) {
      const api = await t.app.inject({ url: '/healthz' });
      expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(api.headers['content-security-policy']).toBe(
        response.headers['content-security-policy'],
      );
    }
  });
});

describe('page requests from one client address', () => {
  it('answers 429 past PAGE_RATE_LIMIT_MAX pages a minute, and the home page stays open', async () => {
    const limited = await createTestApp({
      env: { WEB_DIST: fakeBuild(), PAGE_RATE_LIMIT_MAX: '3' },
    });
    try {
      const statuses = [];
      for (let request = 0; request < 4; request++) {
        statuses.push((await limited.app.inject({ url: `/faqs?n=${request}` })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await limited.app.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('health and documentation', () => {
  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/categories/map',
        '/api/v1/public/branches/dropdown',
        '/readyz',
      ]),
    );
  });
});

describe('without a web build', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ url: '/products' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
