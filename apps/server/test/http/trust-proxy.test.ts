import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import { createAuthTestApp, expectStatus, PASSWORD, uniqueEmail } from './auth-fixtures';

// A client that rotates X-Forwarded-For must not look like many clients: only proxies named in
// TRUST_PROXY may say who the client is.
const contact = {
  name: 'Maria Santos',
  email: 'maria.santos@example.ph',
  mobile: '9171234567',
  subject: 'Delivery to Cebu',
  message: 'Do you deliver dining sets to Cebu City?',
};

const forwardedFor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      env: { LOGIN_RATE_LIMIT_MAX: '3', CONTACT_RATE_LIMIT_MAX: '2' },
    });
  });
  afterAll(() => t.close());

  it('counts logins by the socket address whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail(), password: PASSWORD },
        remoteAddress: '198.51.100.7',
        headers: forwardedFor(n),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts contact messages by the socket address whatever X-Forwarded-For says', async () => {
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/public/contact-us',
        payload: contact,
        remoteAddress: '198.51.100.8',
        headers: forwardedFor(n),
      });
    expectStatus(await send(1), 201);
    expectStatus(await send(2), 201);
    expect(expectStatus(await send(3), 429)).toHaveProperty('message');
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      env: { LOGIN_RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.0/24' },
    });
  });
  afterAll(() => t.close());

  const loginVia = (proxy: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail(), password: PASSWORD },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });

  it('limits each client behind the proxy by its forwarded address', async () => {
    expectStatus(await loginVia('10.0.0.5', '203.0.113.50'), 401);
    expectStatus(await loginVia('10.0.0.5', '203.0.113.50'), 401);
    expectStatus(await loginVia('10.0.0.5', '203.0.113.50'), 429);
    // Another shopper behind the same load balancer is not affected.
    expectStatus(await loginVia('10.0.0.5', '203.0.113.51'), 401);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    expectStatus(await loginVia('198.51.100.9', '203.0.113.60'), 401);
    expectStatus(await loginVia('198.51.100.9', '203.0.113.61'), 401);
    expectStatus(await loginVia('198.51.100.9', '203.0.113.62'), 429);
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      env: { TRUST_PROXY: '1' },
      beforeReady: (app) => {
        app.get('/test/client-ip', async (request) => ({ ip: request.ip }));
      },
    });
  });
  afterAll(() => t.close());

  it('takes the address the nearest proxy appended, not what the client wrote before it', async () => {
    const response = await t.app.inject({
      url: '/test/client-ip',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.70' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.70' });
  });
});
