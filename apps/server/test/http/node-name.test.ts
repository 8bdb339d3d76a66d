import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../app';

// Behind a load balancer, X-Served-By says which node answered (`npm run test:cluster` counts
// both); a single server sends nothing of the kind.
describe('X-Served-By', () => {
  let named: TestApp;
  let single: TestApp;
  beforeAll(async () => {
    named = await createTestApp({ env: { NODE_NAME: 'node-2' } });
    single = await createTestApp();
  });
  afterAll(async () => {
    await named.close();
    await single.close();
  });

  it('names the node on every answer, errors included, when NODE_NAME is set', async () => {
    for (const url of ['/readyz', '/api/v1/public/products?limit=1', '/api/v1/no-such-route']) {
      const response = await named.app.inject({ method: 'GET', url });
      expect(response.headers['x-served-by']).toBe('node-2');
    }
  });

  it('is absent without NODE_NAME', async () => {
    const response = await single.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-served-by']).toBeUndefined();
  });

  it('refuses a NODE_NAME that could not be a header value', async () => {
    expect(() =>
      loadConfig({ DATA_DIR: named.config.dataDir, NODE_NAME: 'node 2\r\nx: 1' }),
    ).toThrow(/NODE_NAME: must be 1-64 letters/);
  });
});
