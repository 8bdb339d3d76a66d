import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMaintenanceRequest } from '../../src/modules/maintenance/request-file';
import { createTestApp, type TestApp } from '../app';

const MESSAGE = 'The shop is under maintenance. Please try again soon.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LEGAL_EFFECTIVE_DATE: '1 December 2026', LEGAL_JURISDICTION: 'Makati City' },
  });
});
afterAll(() => t.close());

const settings = async () =>
  (await t.app.inject({ url: '/api/v1/public/site-settings' })).json() as {
    data: { maintenance: boolean; legal: Record<string, string | null> };
  };

describe('GET /api/v1/public/site-settings', () => {
  it('tells the storefront the maintenance state and the legal values', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        maintenance: false,
        legal: { effectiveDate: '1 December 2026', jurisdiction: 'Makati City' },
      },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/api/v1/public/site-settings',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends null legal values when they are not configured', async () => {
    const bare = await createTestApp();
    try {
      const { data } = (await bare.app.inject({ url: '/api/v1/public/site-settings' })).json();
      expect(data.legal).toEqual({ effectiveDate: null, jurisdiction: null });
    } finally {
      await bare.close();
    }
  });
});

describe('maintenance mode switched by the service', () => {
  beforeAll(() => t.app.maintenance.setMaintenance(true));
  afterAll(() => t.app.maintenance.setMaintenance(false));

  it.each(['/', '/products', '/products?search=sofa', '/blog/detail/x', '/orders/123', '/cart'])(
    'redirects the page %s to /under-maintenance',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/under-maintenance');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('lets the maintenance page itself through', async () => {
    const response = await t.app.inject({ url: '/under-maintenance' });
    // No web build in this app: the page path reaches the storefront handler, not a redirect.
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it.each([
    ['GET', '/api/v1/public/blogs'],
    ['GET', '/api/v1/categories/map'],
    ['POST', '/api/v1/public/contact-us'],
    ['GET', '/api/v1/no-such-route'],
  ])('answers the API call %s %s with 503', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: MESSAGE });
    expect(response.headers['x-shop-maintenance']).toBe('1');
  });

  it('keeps health checks, settings, docs, config, media and robots working', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await settings()).data.maintenance).toBe(true);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/config/catalogue.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    const media = await t.app.inject({ url: '/media/none-such.svg' });
    expect(media.json()).toEqual({ message: 'The image does not exist.' });
  });

  it('opens the shop again when switched off', async () => {
    await t.app.maintenance.setMaintenance(false);
    expect((await t.app.inject({ url: '/api/v1/public/blogs' })).statusCode).toBe(200);
    expect((await settings()).data.maintenance).toBe(false);
    await t.app.maintenance.setMaintenance(true);
    expect((await t.app.inject({ url: '/api/v1/public/blogs' })).statusCode).toBe(503);
  });
});

describe('maintenance mode switched from the command line', () => {
  it('applies the request the command line leaves for a running server', async () => {
    await writeMaintenanceRequest(t.config.dataDir, true);
    await t.app.maintenance.refresh();
    expect((await t.app.inject({ url: '/products' })).statusCode).toBe(302);
    expect((await settings()).data.maintenance).toBe(true);

    await writeMaintenanceRequest(t.config.dataDir, false);
    await t.app.maintenance.refresh();
    expect((await t.app.inject({ url: '/api/v1/public/faqs' })).statusCode).toBe(200);
    expect(await t.app.maintenance.status()).toEqual({ on: false, source: 'setting' });
  });
});

describe('MAINTENANCE_MODE=true', () => {
  it('keeps the shop closed whatever the stored switch says', async () => {
    const forced = await createTestApp({ env: { MAINTENANCE_MODE: 'true' } });
    try {
      await forced.app.maintenance.setMaintenance(false);
      expect((await forced.app.inject({ url: '/cart' })).headers.location).toBe(
        '/under-maintenance',
      );
      expect((await forced.app.inject({ url: '/api/v1/public/faqs' })).statusCode).toBe(503);
      expect(await forced.app.maintenance.status()).toEqual({ on: true, source: 'env' });
    } finally {
      await forced.close();
    }
  });
});
